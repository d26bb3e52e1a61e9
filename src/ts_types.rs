//! The TypeScript definitions the page type-checks against
//! (`www/stackwise-types.d.ts`), generated from the Rust types with ts-rs: the
//! snapshot, the playback deltas, events, actions, legal actions, decisions
//! and the timeline. The derives are in the unit-test build only
//! (`#[cfg_attr(test, derive(ts_rs::TS))]`), so the wasm build and the library
//! carry none of it.
//!
//! `cargo test` fails when the file is not what the types give (a field
//! renamed in Rust); `npm run types` (`STACKWISE_WRITE_TYPES=1 cargo test --lib
//! ts_types`) writes it again. `npm test` then type-checks `www/` against it
//! (`tsc --noEmit -p www`).

use ts_rs::{Config, TypeVisitor, TS};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/www/stackwise-types.d.ts");

/// Every declared type reachable from the roots, by name (sorted, so the file is stable).
struct Collect<'a> {
    cfg: &'a Config,
    decls: std::collections::BTreeMap<String, String>,
}

impl TypeVisitor for Collect<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Containers (Vec, Option, tuples) declare nothing themselves: their parameters may.
        T::visit_generics(self);
        if T::output_path().is_none() {
            return;
        }
        let name = T::ident(self.cfg);
        if self.decls.contains_key(&name) {
            return;
        }
        let docs = T::docs().map(|d| format!("{d}\n")).unwrap_or_default();
        self.decls.insert(name, format!("{docs}export {}", T::decl(self.cfg)));
        T::visit_dependencies(self);
    }
}

/// `TargetChoice` is `{"player": 1}` or `{"object": 7}` in JSON. Its type spells
/// out that the other key is absent, so that the page can test `t.player !== undefined`
/// (ts-rs would write `{ player } | { object }`, where reading `t.player` is an error).
impl TS for crate::rules::events::TargetChoice {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &Config) -> String {
        "TargetChoice".into()
    }
    fn inline(_: &Config) -> String {
        "{ player: PlayerId, object?: undefined } | { object: ObjectId, player?: undefined }".into()
    }
    fn decl(cfg: &Config) -> String {
        format!("type TargetChoice = {};", Self::inline(cfg))
    }
    fn decl_concrete(cfg: &Config) -> String {
        Self::decl(cfg)
    }
    fn docs() -> Option<String> {
        Some("/** A chosen target: a player or an object. */".into())
    }
    fn output_path() -> Option<std::path::PathBuf> {
        Some("TargetChoice.ts".into())
    }
    fn visit_dependencies(v: &mut impl TypeVisitor) {
        v.visit::<crate::rules::types::PlayerId>();
        v.visit::<crate::rules::types::ObjectId>();
    }
}

/// The file's text.
pub fn generate() -> String {
    // The facade writes JSON text that the browser parses: 64-bit numbers
    // arrive as JS numbers, not BigInt.
    let cfg = Config::new().with_large_int("number");
    let mut c = Collect { cfg: &cfg, decls: Default::default() };
    c.visit::<crate::formats::snapshot::Snapshot>();
    c.visit::<crate::formats::playback::Delta>();
    c.visit::<crate::session::Applied>();
    c.visit::<crate::session::HistoryEntry>();
    c.visit::<crate::session::Timeline>();
    c.visit::<crate::decks::DeckInfo>();
    c.visit::<crate::session::ScenarioInfo>();
    c.visit::<crate::formats::editing::PzlImport>();
    c.visit::<crate::session::PuzzleInfo>();
    c.visit::<crate::formats::export::SetupExport>();
    c.visit::<crate::formats::editing::TextCardCheck>();
    c.visit::<crate::formats::decklist::Decklist>();
    c.visit::<crate::formats::library::TableCardView>();
    c.visit::<crate::tutorial_session::StepView>();
    c.visit::<crate::tutorial_session::TutorialInfo>();
    c.visit::<crate::rules::events::Event>();
    c.visit::<crate::rules::actions::Action>();
    c.visit::<crate::rules::legal::LegalAction>();
    c.visit::<crate::rules::state::Decision>();
    c.visit::<crate::formats::visibility::FaceDownKnown>();
    // Named only through a `#[ts(type = ...)]` override (PermanentView.colors).
    c.visit::<crate::rules::types::Color>();
    let mut out = String::from(
        "// GENERATED from the Rust types by src/ts_types.rs (ts-rs): do not edit.\n\
         // Regenerate with `npm run types`; `cargo test` fails while this file is out of date.\n\
         // The values the page gets from (and gives to) the wasm facade, as plain JSON-shaped objects.\n\n",
    );
    for d in c.decls.values() {
        out.push_str(d);
        out.push_str("\n\n");
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

#[test]
fn the_typescript_definitions_are_generated_from_the_rust_types() {
    let text = generate();
    if std::env::var_os("STACKWISE_WRITE_TYPES").is_some() {
        std::fs::write(FILE, &text).expect("write www/stackwise-types.d.ts");
        return;
    }
    let on_disk = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(
        on_disk == text,
        "www/stackwise-types.d.ts is not what the Rust types give: run `npm run types` (STACKWISE_WRITE_TYPES=1 cargo test --lib ts_types) and commit it"
    );
}
