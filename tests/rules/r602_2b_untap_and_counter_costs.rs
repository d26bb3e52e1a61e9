//! Two parts of activated abilities' costs (602.2b, 117.1): {Q}, the untap
//! symbol (107.6 of the reference rules: untap this permanent; payable only
//! while it is tapped, and a creature's {Q} ability not with summoning
//! sickness, 302.6), and "put N counters on this" (placed as the cost is
//! paid: not an effect, so "if an effect would place counters" replacements
//! don't see it, 614.1a).
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Patrol Signaler {1}{W} 1/1: "{1}{W}, {Q}: Create a 1/1 white Kithkin
//!   Soldier creature token."
//! - Merrow Wavebreakers {4}{U} 3/3: "{1}{U}, {Q}: Merrow Wavebreakers gains
//!   flying until end of turn."
//! - Silkbind Faerie {2}{W/U} 1/3: "Flying / {1}{W/U}, {Q}: Tap target creature."
//! - Devoted Druid {1}{G} 0/2: "{T}: Add {G} to your mana pool. / Put a -1/-1
//!   counter on Devoted Druid: Untap Devoted Druid."
//! - Barrenton Medic {4}{W} 0/4: "{T}: Prevent the next 1 damage that would
//!   be dealt to target creature or player this turn. / Put a -1/-1 counter
//!   on Barrenton Medic: Untap Barrenton Medic."
//! - Built in: Doubling Season, Grizzly Bears.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{Keyword, PlayerId};

fn game(alice: Value, mana: &str, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn activate(t: &mut T, label: &str, ability: usize, targets: Value) -> Vec<stackwise::rules::Event> {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": ability, "targets": targets, "auto_pay": true}))
}

fn offered(t: &T, label: &str, ability: usize) -> bool {
    let id = t.id(label);
    t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Activate { source, ability: i, .. } if *source == id && *i == ability))
}

fn tokens(t: &T) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().objects[id].token).count()
}

/// {Q}: refused untapped and with summoning sickness (the game unchanged),
/// not offered then; tapped and not sick: paid by untapping, the token made.
#[test]
fn r602_2b_untap_symbol_patrol_signaler() {
    let mut t = game(json!([{"card": "Patrol Signaler", "label": "ps"}]), "{W}{1}{W}{1}", json!([]));
    assert!(!offered(&t, "ps", 0));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@ps", "ability": 0, "auto_pay": true}));
    assert!(e.contains("{Q}") && e.contains("117.3"), "{e}");
    let ps = t.id("ps");
    t.gm().objects.get_mut(&ps).unwrap().tapped = true;
    t.gm().objects.get_mut(&ps).unwrap().summoning_sick = true;
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@ps", "ability": 0, "auto_pay": true}));
    assert!(e.contains("302.6"), "{e}");
    t.gm().objects.get_mut(&ps).unwrap().summoning_sick = false;
    assert!(offered(&t, "ps", 0));
    activate(&mut t, "ps", 0, json!([]));
    assert!(!t.g().obj(ps).unwrap().tapped, "untapped as the cost is paid");
    t.pass_all();
    assert_eq!(tokens(&t), 1);
    // Untapped now: not again.
    assert!(!offered(&t, "ps", 0));
}

/// Merrow Wavebreakers and Silkbind Faerie: tapped (after attacking), each
/// untaps itself to pay and does what it says.
#[test]
fn r602_2b_untap_symbol_merrow_wavebreakers_and_silkbind_faerie() {
    let mut t = game(json!([{"card": "Merrow Wavebreakers", "label": "mw", "tapped": true}, {"card": "Silkbind Faerie", "label": "sf", "tapped": true}]), "{U}{1}{W}{1}", json!([{"card": "Grizzly Bears", "label": "gb"}]));
    activate(&mut t, "mw", 0, json!([]));
    t.pass_all();
    assert!(t.g().chars(t.id("mw")).unwrap().has_keyword(Keyword::Flying));
    assert!(!t.g().obj(t.id("mw")).unwrap().tapped);
    let gb = t.id("gb");
    activate(&mut t, "sf", 0, json!([{"object": gb.0}]));
    t.pass_all();
    assert!(t.g().obj(gb).unwrap().tapped);
    assert!(!t.g().obj(t.id("sf")).unwrap().tapped);
}

/// Devoted Druid: {T} for {G}, a -1/-1 counter to untap, {T} again: two
/// green mana; a second counter makes it 0/0 (704.5f). Doubling Season
/// doesn't double a counter placed as a cost.
#[test]
fn r602_2b_put_a_counter_as_a_cost_devoted_druid_with_and_without_doubling_season() {
    for field in [json!([{"card": "Devoted Druid", "label": "dd"}]), json!(["Doubling Season", {"card": "Devoted Druid", "label": "dd"}])] {
        let mut t = game(field.clone(), "", json!([]));
        activate(&mut t, "dd", 0, json!([]));
        activate(&mut t, "dd", 1, json!([]));
        let dd = t.id("dd");
        assert_eq!(t.g().obj(dd).unwrap().extra.counters.get("-1/-1").copied(), Some(1), "{field}: one counter, as a cost");
        t.pass_all();
        assert!(!t.g().obj(dd).unwrap().tapped);
        activate(&mut t, "dd", 0, json!([]));
        assert_eq!(t.g().player(PlayerId(0)).pool.green, 2, "{field}");
        activate(&mut t, "dd", 1, json!([]));
        t.pass_all();
        assert_eq!(t.zone("dd"), "graveyard", "{field}: 0/0");
    }
}

/// Barrenton Medic prevents twice in a turn by untapping itself with a counter.
#[test]
fn r602_2b_barrenton_medic_untaps_itself_with_a_counter() {
    let mut t = game(json!([{"card": "Barrenton Medic", "label": "bm"}]), "", json!([]));
    activate(&mut t, "bm", 0, json!([{"player": 0}]));
    t.pass_all();
    activate(&mut t, "bm", 1, json!([]));
    t.pass_all();
    activate(&mut t, "bm", 0, json!([{"player": 0}]));
    t.pass_all();
    assert_eq!(t.g().prevention.shields.len(), 2);
    let c = t.g().chars(t.id("bm")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(-1), Some(3)));
}

/// {Q} and "put counters" have no meaning as a spell's additional cost or a
/// morph cost: refused, naming them.
#[test]
fn r602_2b_untap_and_put_counters_refused_where_they_mean_nothing() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Sorcery"], "additional_cost": {"untap": true}, "spell": {"effects": []}}));
    assert!(e.contains("untap"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1, "morph": {"put_counters": {"kind": "-1/-1", "count": 1}}}));
    assert!(e.contains("put_counters"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [{"kind": "activated", "cost": {"untap": true, "untapp": true}, "effects": []}]}));
    assert!(e.contains("untapp"), "{e}");
}
