//! "You may cast [this] as though it had flash. If you cast it any time a
//! sorcery couldn't have been cast, the controller of the permanent it
//! becomes sacrifices it at the beginning of the next cleanup step." (702.8a's
//! permission given by the card itself; 307.1: a sorcery can be cast only in
//! its controller's main phase while the stack is empty; 603.7: the
//! sacrifice is a delayed triggered ability, and 514.3a: one that triggers
//! during the cleanup step gives players priority; 701.15a: only a
//! permanent's controller sacrifices it.) Compiled from the cards' text:
//! - Spider Climb {G}, Enchantment — Aura: "[the two sentences] / Enchant
//!   creature / Enchanted creature gets +0/+3 and has reach."
//! - Soar {1}{U}, Enchantment — Aura: "[the two sentences] / Enchant
//!   creature / Enchanted creature gets +0/+1 and has flying."
//! - Parapet {1}{W}, Enchantment: "[the two sentences] / Creatures you
//!   control get +0/+1."
//! - Grizzly Bears {1}{G}, Creature — Bear 2/2.
//! - Steal Enchantment {U}{U}, Enchantment — Aura: "Enchant enchantment /
//!   You control enchanted enchantment."
//! - Disenchant {1}{W}, Instant: "Destroy target artifact or enchantment."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::json;
use stackwise::rules::events::EventKind;

use stackwise::rules::types::{ObjectId, PlayerId, Step, Zone};

const CARDS: &[&str] = &["Spider Climb", "Soar", "Parapet", "Grizzly Bears", "Steal Enchantment", "Disenchant"];

/// Turn 3 in `active`'s precombat main phase. Alice has Grizzly Bears,
/// lands for the three cards and Spider Climb, Soar and Parapet in hand;
/// Bob has Grizzly Bears, two Islands and two Plains, with Steal
/// Enchantment and Disenchant in hand. If it is Bob's turn, he passes: Alice
/// has priority.
fn game(active: u8) -> T {
    let cards: Vec<_> = CARDS.iter().map(|n| compiled(n)).collect();
    let lib = vec!["Island"; 10];
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest", "Forest", "Island", "Island", "Plains", "Plains"],
         "hand": [{"card": "Spider Climb", "label": "climb"}, {"card": "Soar", "label": "soar"}, {"card": "Parapet", "label": "parapet"}], "library": lib},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bob_bears"}, "Island", "Island", "Plains", "Plains"],
         "hand": [{"card": "Steal Enchantment", "label": "steal"}, {"card": "Disenchant", "label": "disenchant"}], "library": lib}
    ], "turn": {"number": 3, "active": active, "step": "precombat_main"}}));
    if active == 1 {
        t.act(json!({"action": "pass_priority", "player": 1}));
    }
    t
}

fn cast(t: &mut T, player: u8, card: &str, target: Option<&str>) {
    let mut a = json!({"action": "cast_spell", "player": player, "card": format!("@{card}"), "auto_pay": true});
    if let Some(x) = target {
        a["targets"] = json!([{"object": t.id(x)}]);
    }
    t.act(a);
}

/// Everyone passes until the stack is empty.
fn resolve(t: &mut T) {
    for _ in 0..10 {
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            return;
        }
        t.pass_all();
    }
    panic!("the stack never emptied");
}

fn no_question(_: &mut T, p: PlayerId, k: stackwise::rules::state::DecisionKind) {
    panic!("unexpected question to {p:?}: {k:?}");
}

fn toughness(t: &T, label: &str) -> Option<i32> {
    t.g().chars(t.id(label)).and_then(|c| c.toughness)
}

/// From `active`'s end step with nothing pending: the end step passes and
/// the cleanup step begins. Returns its events.
fn into_cleanup(t: &mut T, active: u8) -> Vec<stackwise::rules::events::Event> {
    play_until(t, active, Step::End, &no_question);
    let ev = t.pass_all();
    assert_eq!((t.g().turn.active, t.g().turn.step), (PlayerId(active), Step::Cleanup));
    ev
}

/// The permanents sacrificed among these events (their ids on the battlefield).
fn sacrificed(ev: &[stackwise::rules::events::Event]) -> Vec<ObjectId> {
    ev.iter().filter_map(|e| if let EventKind::Sacrificed { object } = e.kind { Some(object) } else { None }).collect()
}

#[test]
fn r702_8a_cast_in_an_opponents_turn_it_is_sacrificed_as_the_next_cleanup_step_begins() {
    let mut t = game(1);
    cast(&mut t, 0, "climb", Some("bears"));
    resolve(&mut t);
    assert_eq!((t.zone("climb"), toughness(&t, "bears")), ("battlefield".into(), Some(5)));
    // Not before: still there in Bob's end step.
    play_until(&mut t, 1, Step::End, &no_question);
    assert_eq!(t.zone("climb"), "battlefield");
    // 514.3a: the cleanup step begins; the delayed ability triggers and players get priority.
    let ev = into_cleanup(&mut t, 1);
    assert!(cites(&ev, "603.7"), "the delayed ability triggers");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.zone("climb"), "battlefield", "sacrificed as the ability resolves, not before");
    let climb = t.id("climb");
    let ev = t.pass_all();
    assert_eq!(sacrificed(&ev), vec![climb]);
    assert_eq!(t.g().obj(t.id("climb")).map(|o| o.zone), Some(Zone::Graveyard(PlayerId(0))));
    assert_eq!(toughness(&t, "bears"), Some(2));
}

#[test]
fn r702_8a_cast_in_combat_of_its_controllers_turn_it_is_sacrificed_that_turn() {
    let mut t = game(0);
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    // The declare attackers step: not a main phase.
    cast(&mut t, 0, "soar", Some("bears"));
    resolve(&mut t);
    assert_eq!(t.zone("soar"), "battlefield");
    play_until(&mut t, 0, Step::End, &no_question);
    assert_eq!(t.zone("soar"), "battlefield");
    into_cleanup(&mut t, 0);
    let soar = t.id("soar");
    let ev = t.pass_all();
    assert_eq!(sacrificed(&ev), vec![soar]);
    assert_eq!(t.zone("soar"), "graveyard");
}

#[test]
fn r307_1_cast_in_its_controllers_main_phase_with_an_empty_stack_it_stays() {
    // Soar at a time a sorcery could be cast; Spider Climb in response, on a stack that isn't empty.
    let mut t = game(0);
    cast(&mut t, 0, "soar", Some("bears"));
    cast(&mut t, 0, "climb", Some("bears"));
    resolve(&mut t);
    assert_eq!((t.zone("soar"), t.zone("climb"), toughness(&t, "bears")), ("battlefield".into(), "battlefield".into(), Some(6)));
    into_cleanup(&mut t, 0);
    let climb = t.id("climb");
    let ev = t.pass_all();
    assert_eq!(sacrificed(&ev), vec![climb], "Spider Climb, cast while Soar was on the stack, and not Soar");
    // Soar stays, through the following turns' cleanup steps too.
    play_until(&mut t, 0, Step::Upkeep, &no_question);
    assert_eq!((t.zone("soar"), t.zone("climb"), toughness(&t, "bears")), ("battlefield".into(), "graveyard".into(), Some(3)));
}

#[test]
fn r701_15a_the_permanents_controller_then_sacrifices_it() {
    // Parapet cast in Bob's turn; Bob then gains control of it with Steal Enchantment.
    let mut t = game(1);
    cast(&mut t, 0, "parapet", None);
    resolve(&mut t);
    assert_eq!((toughness(&t, "bears"), toughness(&t, "bob_bears")), (Some(3), Some(2)));
    cast(&mut t, 1, "steal", Some("parapet"));
    resolve(&mut t);
    assert_eq!(t.g().obj(t.id("parapet")).map(|o| o.controller), Some(PlayerId(1)));
    assert_eq!((toughness(&t, "bears"), toughness(&t, "bob_bears")), (Some(2), Some(3)));
    into_cleanup(&mut t, 1);
    let parapet = t.id("parapet");
    let ev = t.pass_all();
    // Bob, who controls it, sacrifices it: it goes to its owner's graveyard.
    assert_eq!(sacrificed(&ev), vec![parapet]);
    assert_eq!(t.g().obj(t.id("parapet")).map(|o| o.zone), Some(Zone::Graveyard(PlayerId(0))));
    assert_eq!(toughness(&t, "bob_bears"), Some(2));
}

#[test]
fn r603_7_an_aura_already_in_the_graveyard_leaves_nothing_to_sacrifice() {
    let mut t = game(1);
    cast(&mut t, 0, "climb", Some("bears"));
    resolve(&mut t);
    // Bob destroys it in his own main phase (he has priority after the resolution).
    cast(&mut t, 1, "disenchant", Some("climb"));
    resolve(&mut t);
    assert_eq!(t.zone("climb"), "graveyard");
    play_until(&mut t, 1, Step::End, &no_question);
    let mut ev = t.pass_all();
    // Whatever happens in the cleanup step, nothing is sacrificed and the game goes on.
    play_until(&mut t, 0, Step::Upkeep, &no_question);
    ev.extend(t.pass_all());
    assert_eq!(sacrificed(&ev), vec![]);
    assert_eq!(t.g().obj(t.id("climb")).map(|o| o.zone), Some(Zone::Graveyard(PlayerId(0))));
    assert_eq!(toughness(&t, "bears"), Some(2));
}

#[test]
fn r702_8a_the_two_sentences_are_written_from_the_form() {
    use stackwise::cards::def::{Ability, StaticEffect};
    use stackwise::text::render;
    for name in ["Spider Climb", "Parapet"] {
        let card = common::card_table::card(name);
        let (_, def) = stackwise::text::status(card);
        let mut def = def.expect("compiles");
        let flag = def.abilities.iter_mut().find_map(|a| match a {
            Ability::Static { effect: StaticEffect::AsThoughFlash { sacrifice_at_cleanup, .. }, .. } => Some(sacrifice_at_cleanup),
            _ => None,
        });
        let flag = flag.expect("the flash permission");
        assert!(*flag);
        *flag = false;
        let text = render(&def).unwrap();
        assert!(text.starts_with(&format!("You may cast {name} as though it had flash.\n")), "{text}");
        assert!(!text.contains("cleanup"), "{text}");
    }
}

#[test]
fn r514_3a_cast_during_a_cleanup_step_it_is_sacrificed_in_the_cleanup_step_that_follows() {
    let mut t = game(1);
    cast(&mut t, 0, "climb", Some("bears"));
    resolve(&mut t);
    into_cleanup(&mut t, 1);
    // Players have priority in Bob's cleanup step (Spider Climb's ability waits): Alice casts Soar.
    let climb = t.id("climb");
    t.act(json!({"action": "pass_priority", "player": 1}));
    cast(&mut t, 0, "soar", Some("bears"));
    resolve(&mut t);
    assert_eq!((t.zone("climb"), t.zone("soar")), ("graveyard".into(), "battlefield".into()));
    // 514.3a: another cleanup step of Bob's turn follows, the next one for Soar.
    let soar = t.id("soar");
    let ev = both_pass(&mut t);
    assert_eq!((t.g().turn.number, t.g().turn.active, t.g().turn.step), (3, PlayerId(1), Step::Cleanup));
    assert!(cites(&ev, "603.7") && t.g().stack.len() == 1, "Soar's ability triggers there");
    assert_eq!(t.zone("soar"), "battlefield");
    let ev = both_pass(&mut t);
    assert!(!sacrificed(&ev).contains(&climb));
    assert_eq!(sacrificed(&ev), vec![soar]);
    assert_eq!((t.zone("soar"), t.g().turn.number), ("graveyard".into(), 3));
}
