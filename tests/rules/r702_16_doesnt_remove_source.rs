//! "This effect doesn't remove [this]" (the Wards): an Aura gives the
//! creature it enchants protection (702.16) from a quality the Aura itself
//! has, and says that protection doesn't make it fall off. Only the
//! protection that effect gives is excepted: the creature's protection from
//! the same quality from anything else still puts the Aura into its owner's
//! graveyard (704.5n), and other Auras with the quality go (702.16c-d).
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - White Ward {W}, Aura: "Enchant creature / Enchanted creature has
//!   protection from white. This effect doesn't remove White Ward."
//! - Tattoo Ward {2}{W}, Aura: "Enchant creature / Enchanted creature gets
//!   +1/+1 and has protection from enchantments. This effect doesn't remove
//!   Tattoo Ward. / Sacrifice Tattoo Ward: Destroy target enchantment."
//! - Pentarch Ward {2}{W}, Aura: "Enchant creature / As Pentarch Ward enters
//!   the battlefield, choose a color. / When Pentarch Ward enters the
//!   battlefield, draw a card. / Enchanted creature has protection from the
//!   chosen color. This effect doesn't remove Pentarch Ward."
//! - Holy Strength {W}, Aura: "Enchant creature / Enchanted creature gets
//!   +1/+2."
//! - Black Knight {B}{B} 2/2: "First strike / Protection from white".
//! - Pale Totem {1}, a test card written as rules text, an artifact (not
//!   white, so it can target a creature with protection from white): "{T}:
//!   Target creature gains protection from white until end of turn."
//! - Grizzly Bears 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["White Ward", "Tattoo Ward", "Pentarch Ward", "Holy Strength", "Black Knight"];

fn pale_totem() -> Value {
    use stackwise::text::table::TableCard;
    let c = TableCard { name: "Pale Totem".into(), type_line: "Artifact".into(), mana_cost: Some("{1}".into()), text: "{T}: Target creature gains protection from white until end of turn.".into(), layout: "normal".into(), ..Default::default() };
    let (s, def) = stackwise::text::status(&c);
    assert_eq!(s, stackwise::text::Status::Understood);
    serde_json::to_value(def.unwrap()).unwrap()
}

fn game(alice_bf: Value, hand: Value) -> T {
    let mut cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    cards.push(pale_totem());
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "library": ["Plains", "Plains"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn plains(n: usize) -> Vec<Value> {
    vec![json!("Plains"); n]
}

fn bf(mut more: Vec<Value>, lands: usize) -> Value {
    more.insert(0, json!({"card": "Grizzly Bears", "label": "bears"}));
    more.extend(plains(lands));
    Value::Array(more)
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

/// Cast the Aura labelled `aura` on the Bears and resolve it (and what it triggers).
fn enchant_bears(t: &mut T, aura: &str) {
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{aura}"), "targets": [{"object": bears}], "auto_pay": true}));
    for _ in 0..10 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseColor { .. }) => {
                t.act(json!({"action": "choose_color", "player": 0, "color": "White"}));
            }
            Some(d) => panic!("{d:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r702_16_white_ward_stays_on_the_creature_it_protects_from_white() {
    let mut t = game(bf(vec![], 1), json!([{"card": "White Ward", "label": "ward"}]));
    enchant_bears(&mut t, "ward");
    let bears = t.id("bears");
    assert!(t.g().chars(bears).unwrap().has_keyword(stackwise::rules::types::Keyword::ProtectionFromWhite));
    assert_eq!(t.zone("ward"), "battlefield", "the white Ward doesn't remove itself");
    assert_eq!(t.g().obj(t.id("ward")).unwrap().extra.attached_to, Some(stackwise::rules::TargetChoice::Object(bears)));
}

#[test]
fn r704_5n_tattoo_ward_puts_other_auras_off_but_stays() {
    // Holy Strength first, then Tattoo Ward: Holy Strength is an enchantment, so it goes.
    let mut t = game(bf(vec![json!({"card": "Holy Strength", "label": "hs", "attached_to": "bears"})], 3), json!([{"card": "Tattoo Ward", "label": "tw"}]));
    assert_eq!(pt(&t, "bears"), (Some(3), Some(4)));
    enchant_bears(&mut t, "tw");
    assert_eq!((t.zone("hs"), t.zone("tw")), ("graveyard".to_string(), "battlefield".to_string()));
    assert_eq!(pt(&t, "bears"), (Some(3), Some(3)), "only Tattoo Ward's +1/+1");
    // Tattoo Ward first: Holy Strength can't target the Bears any more.
    let mut t = game(bf(vec![json!({"card": "Tattoo Ward", "label": "tw", "attached_to": "bears"})], 1), json!([{"card": "Holy Strength", "label": "hs"}]));
    t.pass_all();
    assert_eq!(t.zone("tw"), "battlefield");
    let bears = t.id("bears").0;
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@hs", "targets": [{"object": bears}], "auto_pay": true}));
    assert!(!e.is_empty());
}

#[test]
fn r704_5n_the_same_protection_from_elsewhere_still_removes_the_ward() {
    // White Ward and Pentarch Ward (white chosen) on the Bears, then Pale
    // Totem gives the Bears protection from white too: that protection isn't
    // the Ward's own effect, so each Ward is put into its owner's graveyard.
    for ward in ["White Ward", "Pentarch Ward"] {
        let mut t = game(bf(vec![json!({"card": "Pale Totem", "label": "totem"})], 3), json!([{"card": ward, "label": "ward"}]));
        enchant_bears(&mut t, "ward");
        assert_eq!(t.zone("ward"), "battlefield", "{ward}");
        let (totem, bears) = (t.id("totem").0, t.id("bears").0);
        t.act(json!({"action": "activate_ability", "player": 0, "source": totem, "ability": 0, "targets": [{"object": bears}]}));
        let ev = t.pass_all();
        assert!(cites(&ev, "704.5n"), "{ward}: {:?}", rules(&ev));
        assert_eq!(t.zone("ward"), "graveyard", "{ward}");
    }
}

#[test]
fn r704_5n_printed_protection_still_removes_the_ward() {
    // Black Knight's own protection from white: White Ward attached to it goes.
    // (The scenario's first state-based check, as it is set up, removes it.)
    let mut t = game(json!([{"card": "Black Knight", "label": "knight"}, {"card": "White Ward", "label": "ward", "attached_to": "knight"}]), json!([]));
    t.pass_all();
    assert_eq!(t.zone("ward"), "graveyard");
    // The same Ward on the Bears stays.
    let mut t = game(bf(vec![json!({"card": "White Ward", "label": "ward", "attached_to": "bears"})], 0), json!([]));
    t.pass_all();
    assert_eq!(t.zone("ward"), "battlefield");
}

#[test]
fn r702_16_pentarch_ward_of_the_chosen_white_stays_and_draws() {
    let mut t = game(bf(vec![], 3), json!([{"card": "Pentarch Ward", "label": "ward"}]));
    enchant_bears(&mut t, "ward");
    assert_eq!(t.zone("ward"), "battlefield");
    assert_eq!(hand(&t).len(), 1, "a card drawn as it entered");
    assert!(t.g().chars(t.id("bears")).unwrap().has_keyword(stackwise::rules::types::Keyword::ProtectionFromWhite));
}

#[test]
fn doesnt_remove_is_written_from_the_form() {
    use stackwise::cards::def::{Ability, Modification, StaticEffect};
    let (_, def) = stackwise::text::status(common::card_table::card("White Ward"));
    let mut def = def.expect("compiles");
    assert!(stackwise::text::render(&def).unwrap().ends_with("Enchanted creature has protection from white. This effect doesn't remove White Ward."));
    // Without the change in the form, the sentence isn't written.
    let Ability::Static { effect: StaticEffect::Continuous { modifications, .. }, .. } = &mut def.abilities[0] else { panic!("{:?}", def.abilities) };
    modifications.retain(|m| *m != Modification::DoesntRemoveSource);
    assert!(stackwise::text::render(&def).unwrap().ends_with("Enchanted creature has protection from white."));
}
