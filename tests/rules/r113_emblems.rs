//! Emblems (113 in the 2017 rules; 408.2): "[Player] gets an emblem with
//! \"[ability]\"" puts into the command zone a marker owned and controlled
//! by that player with that ability and no other characteristics (113.2,
//! 113.3); its abilities work from the command zone (113.4), whatever
//! becomes of the planeswalker that made it.
//!
//! Cards (their text as the table prints it):
//! - Elspeth, Knight-Errant {2}{W}{W}, loyalty 4: "+1: Create a 1/1 white
//!   Soldier creature token. / +1: Target creature gets +3/+3 and gains
//!   flying until end of turn. / −8: You get an emblem with \"Artifacts,
//!   creatures, enchantments, and lands you control have indestructible.\""
//! - Ob Nixilis Reignited {3}{B}{B}, loyalty 5: "+1: You draw a card and you
//!   lose 1 life. / −3: Destroy target creature. / −8: Target opponent gets
//!   an emblem with \"Whenever a player draws a card, you lose 2 life.\""
//! - Grizzly Bears {1}{G} 2/2, Shock {R}: "Shock deals 2 damage to target
//!   creature or player."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::Keyword;
use stackwise::rules::types::{PlayerId, Step, Zone};

fn emblems(t: &T, p: u8) -> Vec<stackwise::rules::types::ObjectId> {
    t.g().command.iter().copied().filter(|id| t.g().obj(*id).is_some_and(|o| o.extra.emblem && o.owner == PlayerId(p) && o.controller == PlayerId(p) && o.zone == Zone::Command)).collect()
}

#[test]
fn r113_2_elspeths_emblem_makes_her_controllers_permanents_indestructible_after_she_is_gone() {
    let alice_bf = json!([{"card": "Elspeth, Knight-Errant", "label": "elspeth", "counters": {"loyalty": 8}}, {"card": "Grizzly Bears", "label": "bears"}, "Mountain"]);
    let mut t = card_table::compiled_game(&["Elspeth, Knight-Errant", "Grizzly Bears", "Shock"], alice_bf, json!([{"card": "Shock", "label": "shock"}]), json!([{"card": "Grizzly Bears", "label": "his"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@elspeth", "ability": 2, "auto_pay": true}));
    // 704.5i: with no loyalty left, Elspeth goes to the graveyard as the ability waits.
    assert_eq!(t.zone("elspeth"), "graveyard");
    let ev = t.pass_all();
    assert!(cites(&ev, "113.2"), "{:?}", rules(&ev));
    let e = emblems(&t, 0);
    assert_eq!(e.len(), 1);
    // 113.3: no name, types, mana cost or colour.
    let c = t.g().chars(e[0]).unwrap();
    assert!(c.name.is_empty() && c.types.is_empty() && c.mana_cost.is_none() && c.colors.is_empty());
    let has = |t: &T, l: &str| t.g().chars(t.id(l)).unwrap().has_keyword(Keyword::Indestructible);
    assert!(has(&t, "bears"));
    assert!(!has(&t, "his"), "Bob's creature isn't Alice's");
    // 702.12b: lethal damage doesn't destroy it.
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
    t.g().check_consistency().unwrap();
}

#[test]
fn r113_4_an_opponents_emblem_triggers_for_its_owner() {
    // Ob Nixilis's −8 gives Bob the emblem: each card drawn costs Bob 2 life, not Alice.
    let alice_bf = json!([{"card": "Ob Nixilis Reignited", "label": "ob", "counters": {"loyalty": 9}}]);
    let mut t = card_table::compiled_game(&["Ob Nixilis Reignited"], alice_bf, json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ob", "ability": 2, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((emblems(&t, 0).len(), emblems(&t, 1).len()), (0, 1));
    assert_eq!(t.zone("ob"), "battlefield");
    // Bob draws for his turn: his emblem's ability triggers; he loses 2.
    play_until(&mut t, 1, Step::PrecombatMain, &|t, p, k| panic!("unexpected decision for {p:?}: {k:?} at {:?}", t.g().turn.step));
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}
