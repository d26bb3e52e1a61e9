//! The untap step at scale (effects touch what they change):
//! 502.2 untaps the active player's permanents at once, as one event, and
//! the battlefield's groups are re-keyed class by class (rules::untap_step,
//! rules::groups). Expected values come from the rules: 502.2 (the active
//! player's permanents untap, the others' don't), 302.6 (summoning sickness
//! ends), 603.2/603.2d (a "becomes untapped" ability triggers once per
//! permanent), and "doesn't untap during its controller's untap step"
//! effects; and from docs/playback.md (a snapshot groups exactly the
//! per-object views that are equal).

use crate::common;
use common::board_groups::{board, ids};
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;
use std::collections::BTreeSet;

/// Pass priority (and empty combat choices) until `player`'s untap step is over.
fn into_untap_step_of(t: &mut T, player: u8) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..60 {
        let g = t.g();
        if g.turn.active == PlayerId(player) && g.turn.step != Step::Untap && g.turn.step != Step::Cleanup && matches!(g.flow, Flow::Priority(_)) {
            return out;
        }
        if let Some(d) = g.pending.clone() {
            // 603.3b: the triggers of the untap step, in any order (the test's cards gain life).
            let DecisionKind::OrderTriggers { triggers, .. } = d.kind else { panic!("unexpected decision {d:?}") };
            out.extend(t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers})));
            continue;
        }
        let p = g.acting_player().expect("someone acts");
        out.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
    }
    panic!("never reached the untap step of player {player}");
}

/// The ids the 502.2 event names, and how many it says.
fn untapped_by_502_2(ev: &[Event]) -> (BTreeSet<ObjectId>, u64, usize) {
    let mut got = BTreeSet::new();
    let mut count = 0;
    let mut events = 0;
    for e in ev {
        if let EventKind::PermanentsUntapped { count: c, ranges, .. } = &e.kind {
            assert_eq!(e.rule, "502.2");
            events += 1;
            count += c;
            for (f, l, s) in ranges {
                assert!(*s >= 1 && f <= l && (l.0 - f.0) % s == 0, "a run {f:?}..{l:?} by {s}");
                got.extend((f.0..=l.0).step_by(*s as usize).map(ObjectId));
            }
        }
    }
    (got, count, events)
}

fn objects_named(g: &Game, name: &str) -> Vec<ObjectId> {
    g.battlefield.iter().copied().filter(|id| g.objects[id].def.name == name).collect()
}

fn tapped(g: &Game, id: ObjectId) -> bool {
    g.objects[&id].tapped
}

/// A board from Bob's end step: Alice's permanents listed in `alice`, Bob's in `bob`.
fn from_bobs_end_step(cards: Value, alice: Value, bob: Value) -> T {
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "library": ["Forest", "Forest", "Forest"], "battlefield": alice},
            {"name": "Bob", "library": ["Forest", "Forest", "Forest"], "battlefield": bob}
        ],
        "turn": {"number": 2, "active": 1, "step": "end"}
    }))
}

#[test]
fn r502_2_one_event_untaps_every_tapped_permanent_of_the_active_player_and_none_of_the_others() {
    let mut t = from_bobs_end_step(
        json!([]),
        json!([
            {"card": "Grizzly Bears", "token": true, "count": 40, "tapped": true},
            {"card": "Forest", "tapped": true, "label": "forest"},
            {"card": "Llanowar Elves", "token": true, "count": 7, "tapped": true, "sick": true},
            {"card": "Mountain", "label": "mountain"},
            {"card": "Llanowar Elves", "token": true, "count": 3}
        ]),
        json!([{"card": "Grizzly Bears", "token": true, "count": 5, "tapped": true}, {"card": "Island", "tapped": true}]),
    );
    t.g().snapshot(None); // the groups are made (as a session does after every action)
    let alice_tapped: BTreeSet<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].controller == PlayerId(0) && tapped(t.g(), *id)).collect();
    let bob_tapped: BTreeSet<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].controller == PlayerId(1)).collect();
    assert_eq!((alice_tapped.len(), bob_tapped.len()), (48, 6));
    let ev = into_untap_step_of(&mut t, 0);
    let (got, count, events) = untapped_by_502_2(&ev);
    // 502.2: one simultaneous untap, naming exactly Alice's tapped permanents.
    assert_eq!(events, 1, "{:?}", rules(&ev));
    assert_eq!(count, 48);
    assert_eq!(got, alice_tapped);
    let g = t.g();
    for id in g.battlefield.iter() {
        let o = &g.objects[id];
        if o.controller == PlayerId(0) {
            assert!(!o.tapped, "502.2: {id} untapped");
            assert!(!o.summoning_sick, "302.6: {id} has been under Alice's control since her turn began");
        } else {
            assert!(o.tapped, "502.2: Bob's {id} is not the active player's");
        }
    }
    // The tapped index holds Bob's six and nothing of Alice's.
    assert_eq!(g.tapped_permanents.iter().copied().filter(|id| g.battlefield.contains(id)).collect::<BTreeSet<_>>(), bob_tapped);
    // The board as the rules define it: Alice's 40 Bears one card, her 10 Elves one card
    // (sick or not before, tapped or not: alike now), Bob's Bears one tapped card.
    let bf = board(g);
    let bears: Vec<_> = bf.iter().filter(|e| e.name == "Grizzly Bears").collect();
    assert_eq!(bears.len(), 2);
    assert!(bears.iter().any(|e| e.count == 40 && !e.tapped && e.controller == PlayerId(0)));
    assert!(bears.iter().any(|e| e.count == 5 && e.tapped && e.controller == PlayerId(1)));
    let elves: Vec<_> = bf.iter().filter(|e| e.name == "Llanowar Elves").collect();
    assert_eq!(elves.len(), 1);
    assert_eq!((elves[0].count, elves[0].tapped, elves[0].summoning_sick), (10, false, false));
    // "Started the turn untapped" (for conditions that ask): the Mountain and 3 Elves only.
    let started: BTreeSet<ObjectId> = g.battlefield.iter().copied().filter(|id| g.objects[id].started_turn_untapped && g.objects[id].controller == PlayerId(0)).collect();
    assert_eq!(started.len(), 4);
    assert!(started.contains(&t.id("mountain")) && !started.contains(&t.id("forest")));
}

#[test]
fn tokens_that_differ_still_come_out_apart_after_the_untap_step() {
    // A counter, an Aura, another controller: each keeps a token apart from its alike ones.
    let mut t = from_bobs_end_step(
        json!([]),
        json!([
            {"card": "Grizzly Bears", "token": true, "count": 20, "tapped": true},
            {"card": "Grizzly Bears", "token": true, "tapped": true, "counters": {"+1/+1": 1}, "label": "big"},
            {"card": "Grizzly Bears", "token": true, "tapped": true, "label": "enchanted"},
            {"card": "Presence of Gond", "attached_to": "enchanted"},
            {"card": "Grizzly Bears", "token": true, "count": 20, "tapped": true, "damage": 1},
            {"card": "Llanowar Elves", "token": true, "count": 5, "tapped": true, "counters": {"-1/-1": 1}}
        ]),
        json!([{"card": "Grizzly Bears", "token": true, "count": 20, "tapped": true}]),
    );
    t.g().snapshot(None);
    into_untap_step_of(&mut t, 0);
    let g = t.g();
    let bf = board(g); // every entry checked against the per-object views, and the index against a fresh one
    let bears: Vec<_> = bf.iter().filter(|e| e.name == "Grizzly Bears").collect();
    // Alice's 20 plain Bears; the 3/3 with a counter; the enchanted one; Bob's 20 (tapped).
    // The 20 with 1 damage were damaged in Bob's turn: damage wears off in cleanup (514.2),
    // so they join the plain ones: 40 alike untapped Bears of Alice.
    assert_eq!(bears.len(), 4, "{bears:?}");
    let plain = bears.iter().find(|e| e.controller == PlayerId(0) && e.count > 1).unwrap();
    assert_eq!((plain.count, plain.tapped, plain.damage), (40, false, 0));
    let big = bears.iter().find(|e| ids(e).contains(&t.id("big"))).unwrap();
    assert_eq!((big.count, big.power, big.tapped), (1, Some(3), false));
    let enchanted = bears.iter().find(|e| ids(e).contains(&t.id("enchanted"))).unwrap();
    assert_eq!((enchanted.count, enchanted.tapped), (1, false));
    let bobs = bears.iter().find(|e| e.controller == PlayerId(1)).unwrap();
    assert_eq!((bobs.count, bobs.tapped), (20, true));
    // The Elves with a -1/-1 counter are 0/0 and died (704.5f) once Alice got priority.
    assert!(objects_named(g, "Llanowar Elves").is_empty());
    // And the next change to one of them is seen: tap one of the 40.
    let one = plain.id;
    t.gm().tap(one, "701.26a");
    let bf = board(t.g());
    assert!(bf.iter().any(|e| e.count == 1 && e.tapped && e.name == "Grizzly Bears"));
}

/// "Whenever a creature becomes untapped, you gain 3 life." and "Whenever a
/// land becomes untapped, you gain 1 life.": test cards, as printed text.
fn untap_watchers() -> Value {
    let w = |name: &str, noun: &str, life: i32| {
        json!({"name": name, "mana_cost": "{1}", "type": "Enchantment", "text": format!("Whenever a {noun} becomes untapped, you gain {life} life.")})
    };
    json!([w("Creature Untap Watcher (test card)", "creature", 3), w("Land Untap Watcher (test card)", "land", 1)])
}

#[test]
fn r603_2d_each_permanent_untapped_in_the_step_triggers_once_whatever_the_order_of_the_board() {
    let bears = json!({"card": "Grizzly Bears", "token": true, "count": 4, "tapped": true});
    let elves = json!({"card": "Llanowar Elves", "token": true, "count": 2, "tapped": true});
    let forest = json!({"card": "Forest", "tapped": true});
    let creature_w = json!("Creature Untap Watcher (test card)");
    let land_w = json!("Land Untap Watcher (test card)");
    let untapped_elf = json!({"card": "Llanowar Elves", "token": true, "count": 2});
    // The same permanents in different orders (ids): watchers first, last, between the tokens.
    let orders = [
        vec![creature_w.clone(), land_w.clone(), bears.clone(), forest.clone(), elves.clone(), forest.clone(), untapped_elf.clone()],
        vec![bears.clone(), forest.clone(), elves.clone(), untapped_elf.clone(), forest.clone(), land_w.clone(), creature_w.clone()],
        vec![forest.clone(), bears.clone(), creature_w.clone(), untapped_elf.clone(), elves.clone(), land_w.clone(), forest.clone()],
    ];
    for (k, alice) in orders.iter().enumerate() {
        let mut t = from_bobs_end_step(untap_watchers(), Value::Array(alice.clone()), json!([{"card": "Grizzly Bears", "token": true, "count": 3, "tapped": true}]));
        t.g().snapshot(None);
        let life = t.life(0);
        let ev = into_untap_step_of(&mut t, 0);
        // 6 creatures and 2 lands became untapped; Bob's 3 Bears stay tapped and trigger nothing;
        // the untapped Elves did not become untapped (603.2d: only a change triggers).
        let triggered = ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })).count();
        assert_eq!(triggered, 8, "order {k}: {:?}", rules(&ev));
        let (got, count, events) = untapped_by_502_2(&ev);
        assert_eq!((count, events, got.len()), (8, 1, 8), "order {k}");
        // 603.3: they go on the stack the next time a player would receive priority (the upkeep).
        assert_eq!(t.g().turn.step, Step::Upkeep, "order {k}");
        assert_eq!(t.g().stack.len(), 8, "order {k}");
        while !t.g().stack.is_empty() {
            t.pass_all();
        }
        assert_eq!(t.life(0), life + 6 * 3 + 2, "order {k}");
        board(t.g());
    }
}

#[test]
fn effects_that_keep_permanents_tapped_in_the_untap_step_still_hold_at_scale() {
    // Intruder Alarm: "Creatures don't untap during their controllers' untap steps";
    // a test card that does the same for lands.
    let frozen = json!({"name": "Frozen Fields (test card)", "mana_cost": "{1}", "type": "Enchantment",
        "text": "Lands don't untap during their controllers' untap steps."});
    for (keeper, kept_name, untapped_name) in [("Intruder Alarm", "Grizzly Bears", "Forest"), ("Frozen Fields (test card)", "Forest", "Grizzly Bears")] {
        let mut t = from_bobs_end_step(
            json!([frozen.clone()]),
            json!([
                {"card": "Grizzly Bears", "token": true, "count": 30, "tapped": true},
                {"card": "Forest", "tapped": true, "label": "f1"},
                {"card": "Forest", "tapped": true, "label": "f2"},
                {"card": "Grizzly Bears", "token": true, "count": 30, "tapped": true}
            ]),
            json!([keeper]),
        );
        t.g().snapshot(None);
        let ev = into_untap_step_of(&mut t, 0);
        let g = t.g();
        let kept = objects_named(g, kept_name);
        let freed = objects_named(g, untapped_name);
        for id in &kept {
            assert!(tapped(g, *id), "{keeper}: {id} stays tapped");
            assert!(g.tapped_permanents.contains(id), "{keeper}: the tapped index still holds {id}");
        }
        for id in &freed {
            assert!(!tapped(g, *id), "{keeper}: {id} untaps");
        }
        let (got, count, _) = untapped_by_502_2(&ev);
        assert_eq!(got, freed.iter().copied().collect::<BTreeSet<_>>(), "{keeper}");
        assert_eq!(count as usize, freed.len());
        // Each one kept tapped is said so.
        let notes = ev.iter().filter(|e| e.rule == "502.2" && e.text.contains("doesn't untap")).count();
        assert_eq!(notes, kept.len(), "{keeper}: {:?}", rules(&ev));
        let bf = board(g);
        let kept_entries: Vec<_> = bf.iter().filter(|e| e.name == kept_name).collect();
        assert!(kept_entries.iter().all(|e| e.tapped), "{keeper}: {kept_entries:?}");
        if kept_name == "Grizzly Bears" {
            // 60 alike tokens, kept tapped together: one card.
            assert_eq!(kept_entries.len(), 1);
            assert_eq!(kept_entries[0].count, 60);
        } else {
            assert!(bf.iter().any(|e| e.name == "Grizzly Bears" && e.count == 60 && !e.tapped));
        }
    }
}

#[test]
fn a_team_untaps_together_in_two_headed_giant() {
    // 805.4a / 502.2: with shared team turns, every player of the active team untaps.
    let mut t = T::new(json!({
        "variant": "two_headed_giant",
        "teams": [[0, 1], [2, 3]],
        "players": [
            {"name": "A1", "library": ["Forest", "Forest"], "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 10, "tapped": true}]},
            {"name": "A2", "library": ["Forest", "Forest"], "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 10, "tapped": true}, {"card": "Forest", "tapped": true}]},
            {"name": "B1", "library": ["Forest", "Forest"], "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 10, "tapped": true}]},
            {"name": "B2", "library": ["Forest", "Forest"], "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 10, "tapped": true}]}
        ],
        "turn": {"number": 2, "active": 2, "step": "end"}
    }));
    t.g().snapshot(None);
    let team_a: BTreeSet<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].controller.0 < 2).collect();
    let ev = into_untap_step_of(&mut t, 0);
    let (got, count, events) = untapped_by_502_2(&ev);
    assert_eq!((events, count), (1, 21));
    assert_eq!(got, team_a);
    let g = t.g();
    for id in &g.battlefield {
        assert_eq!(tapped(g, *id), g.objects[id].controller.0 >= 2, "{id}");
    }
    let bf = board(g);
    assert_eq!(bf.iter().filter(|e| e.name == "Grizzly Bears" && !e.tapped).map(|e| e.count).sum::<usize>(), 20);
}

#[test]
fn a_session_follows_a_big_untap_step_event_by_event_with_a_grouped_board() {
    use stackwise::session::Session;
    let scen = json!({
        "format": "stackwise-scenario", "version": 1, "name": "tapped tokens",
        "players": [
            {"name": "Alice", "library": ["Forest", "Forest"], "battlefield": [
                {"card": "Grizzly Bears", "token": true, "count": 300, "tapped": true},
                {"card": "Forest", "tapped": true},
                {"card": "Llanowar Elves", "token": true, "count": 200, "tapped": true}]},
            {"name": "Bob", "library": ["Forest", "Forest"], "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 100, "tapped": true}]}
        ],
        "turn": {"number": 2, "active": 1, "step": "end"}
    });
    let mut s = Session::from_scenario(&scen.to_string()).unwrap();
    let mut seen_untap = false;
    for _ in 0..10 {
        let g = s.game();
        if g.turn.active == PlayerId(0) && g.turn.step == Step::Upkeep {
            break;
        }
        let p = g.acting_player().unwrap();
        let mut board = s.snapshot(None);
        let (applied, full) = s.apply_traced(&Action::PassPriority { player: p }, None).unwrap();
        assert_eq!(applied.events.len(), applied.deltas.len());
        for (i, (e, d)) in applied.events.iter().zip(&applied.deltas).enumerate() {
            board.apply_delta(d);
            // The board as of each event, from the deltas alone.
            assert_eq!(board.canonical(), full[i].canonical(), "after event {i}: {}", e.text);
            if let EventKind::PermanentsUntapped { count, .. } = e.kind {
                seen_untap = true;
                // 502.2: Alice's 501 permanents; the delta is the grouped board (3 entries of
                // hers, Bob's tapped Bears), not 501 views.
                assert_eq!(count, 501);
                let bf = d.battlefield.as_ref().expect("the whole board, grouped");
                assert!(bf.len() <= 4 && d.permanents.is_empty(), "{} entries, {} views", bf.len(), d.permanents.len());
            }
        }
        assert_eq!(board.canonical(), s.snapshot(None).canonical());
    }
    assert!(seen_untap);
}
