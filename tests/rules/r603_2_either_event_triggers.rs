//! 603.2: one triggered ability whose trigger event is either of two events
//! ("When [this] enters the battlefield or leaves the battlefield",
//! "Whenever [this] enters the battlefield or attacks", "When you cycle
//! [this] or it dies") triggers on each of them, each time, as it alone
//! would (a leaving looks back in time, 603.10a). Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Aven Riftwatcher {2}{W}, 2/3: "Flying / Vanishing 3 / When Aven
//!   Riftwatcher enters the battlefield or leaves the battlefield, you gain 2
//!   life."
//! - Keldon Marauders {1}{R}{R}, 3/3: "Vanishing 2 / When Keldon Marauders
//!   enters the battlefield or leaves the battlefield, it deals 1 damage to
//!   target player."
//! - Grave Titan {4}{B}{B}, 6/6: "Deathtouch / Whenever Grave Titan enters the
//!   battlefield or attacks, create two 2/2 black Zombie creature tokens."
//! - Bant Sojourners {1}{G}{W}{U}, 2/4: "When you cycle Bant Sojourners or it
//!   dies, you may create a 1/1 white Soldier creature token. / Cycling {2}{W}"
//! - Unsummon {U}: "Return target creature to its owner's hand."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::{Ability, CostPart};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, Step};

const CARDS: &[&str] = &["Aven Riftwatcher", "Keldon Marauders", "Grave Titan", "Bant Sojourners", "Unsummon", "Lightning Bolt"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, targets: Value) {
    t.gm().players[0].pool = ManaPool::parse("{W}{W}{U}{U}{B}{B}{R}{R}{G}{C}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
}

/// Resolve everything: targets (Bob), yes to "you may", triggers in the order offered.
fn resolve(t: &mut T) {
    for _ in 0..20 {
        match t.g().pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
            Some((DecisionKind::ChooseTargets { .. }, p)) => {
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"player": 1}]}));
            }
            Some((DecisionKind::ChooseYesNo { .. }, p)) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((DecisionKind::OrderTriggers { triggers, .. }, p)) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some(other) => panic!("{other:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

fn tokens(t: &T, subtype: &str) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().chars(**id).is_some_and(|c| c.has_subtype(subtype))).count()
}

#[test]
fn r603_2_entering_and_leaving_each_trigger() {
    // Aven Riftwatcher: +2 as it enters, +2 as Unsummon returns it. Keldon Marauders: 1 to Bob each time.
    for (card, label) in [("Aven Riftwatcher", "aven"), ("Keldon Marauders", "keldon")] {
        let mut t = game(json!([]), json!([{"card": card, "label": label}, {"card": "Unsummon", "label": "unsummon"}]));
        cast(&mut t, label, json!([]));
        resolve(&mut t);
        assert_eq!(t.zone(label), "battlefield");
        let after_enter = (t.life(0), t.life(1));
        cast(&mut t, "unsummon", json!([{"object": format!("@{label}")}]));
        resolve(&mut t);
        assert_eq!(t.zone(label), "hand");
        let after_leave = (t.life(0), t.life(1));
        match card {
            "Aven Riftwatcher" => assert_eq!((after_enter.0, after_leave.0), (22, 24)),
            _ => assert_eq!((after_enter.1, after_leave.1), (19, 18)),
        }
    }
}

#[test]
fn r603_2_grave_titan_enters_and_attacks() {
    let mut t = game(json!([]), json!([{"card": "Grave Titan", "label": "titan"}]));
    cast(&mut t, "titan", json!([]));
    resolve(&mut t);
    assert_eq!(tokens(&t, "Zombie"), 2, "entering");
    // One that was already there attacks.
    let mut t = game(json!([{"card": "Grave Titan", "label": "titan"}]), json!([]));
    assert_eq!(tokens(&t, "Zombie"), 0);
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@titan", "target": {"player": 1}}]}));
    resolve(&mut t);
    assert_eq!(tokens(&t, "Zombie"), 2, "attacking");
}

#[test]
fn r603_2_bant_sojourners_cycled_or_dying() {
    // Cycled from the hand: one Soldier.
    let mut t = game(json!([]), json!([{"card": "Bant Sojourners", "label": "bant"}]));
    let i = t.g().chars(t.id("bant")).unwrap().abilities.iter().position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts.contains(&CostPart::DiscardSelf))).unwrap();
    t.gm().players[0].pool = ManaPool::parse("{W}{C}{C}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bant", "ability": i, "auto_pay": true}));
    resolve(&mut t);
    assert_eq!(tokens(&t, "Soldier"), 1, "cycled");
    // On the battlefield, dying to Lightning Bolt... it's a 2/4: two Bolts.
    let mut t = game(json!([{"card": "Bant Sojourners", "label": "bant"}]), json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]));
    cast(&mut t, "b1", json!([{"object": "@bant"}]));
    resolve(&mut t);
    cast(&mut t, "b2", json!([{"object": "@bant"}]));
    resolve(&mut t);
    assert_eq!(t.zone("bant"), "graveyard");
    assert_eq!(tokens(&t, "Soldier"), 1, "died");
}
