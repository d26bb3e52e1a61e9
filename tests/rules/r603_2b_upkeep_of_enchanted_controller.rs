//! 603.2b: "At the beginning of the upkeep of enchanted [permanent]'s
//! controller" and "At the beginning of enchanted player's upkeep" trigger
//! at the beginning of that player's upkeep only, whoever controls the Aura;
//! "that player" is that player. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Parasitic Bond {3}{B}, Aura: "Enchant creature / At the beginning of the
//!   upkeep of enchanted creature's controller, Parasitic Bond deals 2 damage
//!   to that player."
//! - Cursed Land {2}{B}{B}, Aura: "Enchant land / At the beginning of the
//!   upkeep of enchanted land's controller, Cursed Land deals 1 damage to
//!   that player."
//! - Curse of the Pierced Heart {1}{R}, Aura — Curse: "Enchant player / At
//!   the beginning of enchanted player's upkeep, Curse of the Pierced Heart
//!   deals 1 damage to that player."
//! - Unstable Mutation {U}, Aura: "Enchant creature / Enchanted creature gets
//!   +3/+3. / At the beginning of the upkeep of enchanted creature's
//!   controller, put a -1/-1 counter on that creature." ("that creature": the
//!   enchanted creature); Essence Flare {U}, Aura: the same with +2/+0 and a
//!   -0/-1 counter.
//! - Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::{Event, EventKind};
use stackwise::rules::types::{PlayerId, Step};

const CARDS: &[&str] = &["Parasitic Bond", "Cursed Land", "Curse of the Pierced Heart", "Grizzly Bears", "Unstable Mutation", "Essence Flare"];

/// From Bob's end step (turn 1): the battlefields given.
fn game(alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}))
}

/// Play on to the upkeep of `player`'s next turn and resolve what triggered there; the events.
fn through_upkeep_of(t: &mut T, player: u8) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..40 {
        let g = t.g();
        if g.turn.active == PlayerId(player) && g.turn.step == Step::Draw {
            return ev;
        }
        match g.pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
            // The Aura's controller puts their triggers on the stack (603.3b).
            Some((stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. }, p)) => ev.extend(t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}))),
            Some(other) => panic!("{other:?}"),
            None => ev.extend(t.pass_all()),
        }
    }
    panic!("never reached the draw step");
}

fn triggered_by(ev: &[Event], source: stackwise::rules::types::ObjectId) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: s, .. } if s == source)).count()
}

#[test]
fn r603_2b_an_aura_on_an_opponents_permanent_triggers_in_their_upkeep_only() {
    // Alice's Auras enchant Bob's Grizzly Bears and Bob's Forest.
    let mut t = game(
        json!([{"card": "Parasitic Bond", "label": "bond", "attached_to": "bears"}, {"card": "Cursed Land", "label": "curse", "attached_to": "forest"}]),
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]),
    );
    let (bond, curse) = (t.id("bond"), t.id("curse"));
    let ev = through_upkeep_of(&mut t, 0);
    assert_eq!((triggered_by(&ev, bond), triggered_by(&ev, curse)), (0, 0), "Alice's upkeep: not the enchanted permanents' controller's");
    assert_eq!((t.life(0), t.life(1)), (20, 20));
    let ev = through_upkeep_of(&mut t, 1);
    assert_eq!((triggered_by(&ev, bond), triggered_by(&ev, curse)), (1, 1), "Bob's upkeep");
    assert_eq!((t.life(0), t.life(1)), (20, 17), "2 from Parasitic Bond and 1 from Cursed Land, to Bob");
}

#[test]
fn r603_2b_an_aura_on_its_controllers_own_permanent_triggers_in_their_upkeep() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Parasitic Bond", "label": "bond", "attached_to": "bears"}]), json!([]));
    let ev = through_upkeep_of(&mut t, 0);
    assert_eq!(triggered_by(&ev, t.id("bond")), 1);
    assert_eq!((t.life(0), t.life(1)), (18, 20));
}

#[test]
fn r603_2b_a_curse_triggers_in_the_enchanted_players_upkeep() {
    let mut t = game(json!([{"card": "Curse of the Pierced Heart", "label": "heart", "attached_to": "player:1"}]), json!([]));
    let heart = t.id("heart");
    let ev = through_upkeep_of(&mut t, 0);
    assert_eq!(triggered_by(&ev, heart), 0);
    let ev = through_upkeep_of(&mut t, 1);
    assert_eq!(triggered_by(&ev, heart), 1);
    assert_eq!((t.life(0), t.life(1)), (20, 19));
}

#[test]
fn r603_2b_that_creature_is_the_enchanted_creature() {
    // Alice's Auras on Bob's Bears: at Bob's upkeep, the counters go on the Bears; not at Alice's.
    for (aura, after_alice, after_bob) in [("Unstable Mutation", (5, 5), (4, 4)), ("Essence Flare", (4, 2), (4, 1))] {
        let mut t = game(json!([{"card": aura, "attached_to": "bears"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
        let pt = |t: &T| {
            let c = t.g().chars(t.id("bears")).unwrap();
            (c.power.unwrap(), c.toughness.unwrap())
        };
        through_upkeep_of(&mut t, 0);
        assert_eq!(pt(&t), after_alice, "{aura}: Alice's upkeep isn't the enchanted creature's controller's");
        through_upkeep_of(&mut t, 1);
        assert_eq!(pt(&t), after_bob, "{aura}: Bob's upkeep");
    }
}
