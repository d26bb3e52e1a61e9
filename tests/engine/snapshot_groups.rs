//! The battlefield's groups kept up to date between
//! snapshots (`rules::groups`). Two objects share a snapshot entry exactly
//! when both are tokens, neither is attached nor has something attached, and
//! they show alike (docs/playback.md, grouped tokens). These tests check that
//! the snapshot read from the kept groups is that grouping of the per-object
//! views (`formats::playback::group`, the definition, built here from every
//! object's own view), that each thing a viewer can see splits a group
//! exactly (tapped, 701.26; a counter, 122; damage, 120.3; another
//! controller, 108.4; an anthem that reaches only some, 613), that a change
//! to a few objects re-files only those (no walk of the board), and, on
//! random games, that the kept groups never go stale.

use proptest::prelude::*;
use serde_json::json;
use stackwise::formats::snapshot::PermanentView;
use stackwise::rules::state::Game;
use stackwise::rules::*;
use std::collections::BTreeSet;

use crate::common;
use common::random_play::*;
use common::board_groups::{board, ids, reference};
use common::T;


fn bears_of(bf: &[PermanentView], name: &str) -> Vec<PermanentView> {
    bf.iter().filter(|e| e.name == name).cloned().collect()
}

fn tokens(n: u64) -> T {
    T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": n}, "Forest"]},
        {"name": "B", "battlefield": ["Mountain"]}
    ]}))
}

fn token_ids(g: &Game) -> Vec<ObjectId> {
    g.battlefield.iter().copied().filter(|id| g.objects[id].token).collect()
}

#[test]
fn one_tapped_token_of_many_is_its_own_entry_and_the_rest_stay_one() {
    let n = 20_000;
    let mut t = tokens(n);
    let all = token_ids(t.g());
    assert_eq!(all.len() as u64, n);
    let bf = board(t.g());
    assert_eq!(bears_of(&bf, "Grizzly Bears").len(), 1, "identical tokens are one entry");
    let rebuilds = t.g().battlefield_group_rebuilds();

    // 701.26a: one of them becomes tapped: it shows differently.
    let one = all[(n / 2) as usize];
    t.gm().tap(one, "701.26a");
    let bf = board(t.g());
    let bears = bears_of(&bf, "Grizzly Bears");
    assert_eq!(bears.len(), 2);
    let tapped: Vec<&PermanentView> = bears.iter().filter(|e| e.tapped).collect();
    let untapped: Vec<&PermanentView> = bears.iter().filter(|e| !e.tapped).collect();
    assert_eq!((tapped.len(), untapped.len()), (1, 1));
    assert_eq!(ids(tapped[0]), BTreeSet::from([one]));
    let rest: BTreeSet<ObjectId> = all.iter().copied().filter(|id| *id != one).collect();
    assert_eq!(ids(untapped[0]), rest);
    assert_eq!(untapped[0].count as u64, n - 1);
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds, "one token re-filed, the board not walked again");

    // 701.26b: untapped again, it is one of them again (one range of ids).
    t.gm().untap(one, "701.26b");
    let bf = board(t.g());
    let bears = bears_of(&bf, "Grizzly Bears");
    assert_eq!(bears.len(), 1);
    assert_eq!(ids(&bears[0]), all.iter().copied().collect());
    assert_eq!(bears[0].id_ranges.len(), 1, "consecutive ids are one range");
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds);

    // An unchanged board: nothing walked.
    board(t.g());
    board(t.g());
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds);
}

#[test]
fn a_counter_damage_and_another_controller_each_split_one_token_off() {
    let n = 5_000;
    let mut t = tokens(n);
    let all = token_ids(t.g());
    board(t.g());
    let rebuilds = t.g().battlefield_group_rebuilds();
    let (a, b, c) = (all[10], all[20], all[30]);
    let forest = *t.g().battlefield.iter().find(|id| t.g().objects[id].def.name == "Forest").unwrap();
    // 122.1: a +1/+1 counter (613.4c: 3/3); 120.3e: 1 damage marked; 108.4, 613.1b: Bob controls the third.
    t.gm().add_counters(a, "+1/+1", 1, "122.1");
    t.gm().deal_damage(forest, TargetChoice::Object(b), 1, false, "120.3e");
    t.gm().gain_control(c, PlayerId(1), forest, stackwise::cards::def::Duration::Indefinitely);
    let bf = board(t.g());
    let bears = bears_of(&bf, "Grizzly Bears");
    assert_eq!(bears.len(), 4, "three tokens set apart, each alone");
    let by = |id: ObjectId| bears.iter().find(|e| ids(e).contains(&id)).unwrap().clone();
    let ea = by(a);
    assert_eq!((ea.count, ea.power, ea.toughness, ea.counters.get("+1/+1").copied()), (1, Some(3), Some(3), Some(1)));
    let eb = by(b);
    assert_eq!((eb.count, eb.damage, eb.power), (1, 1, Some(2)));
    let ec = by(c);
    assert_eq!((ec.count, ec.controller, ec.owner), (1, PlayerId(1), PlayerId(0)));
    let plain = by(all[0]);
    assert_eq!(plain.count as u64, n - 3);
    assert!(plain.counters.is_empty() && plain.damage == 0 && plain.controller == PlayerId(0));
    let rest: BTreeSet<ObjectId> = all.iter().copied().filter(|id| ![a, b, c].contains(id)).collect();
    assert_eq!(ids(&plain), rest);
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds, "a change to three tokens walks no board");
}

/// A custom anthem that reaches only tapped creatures (613.4c; its filter reads the tapped state).
fn tapped_anthem() -> serde_json::Value {
    json!({"name": "Tapped Anthem", "type": "Enchantment", "text": "Tapped creatures get +1/+1."})
}

#[test]
fn an_anthem_that_reaches_only_some_splits_them_exactly() {
    let mut t = T::new(json!({"cards": [tapped_anthem()], "players": [
        {"name": "A", "battlefield": [
            {"card": "Grizzly Bears", "token": true, "count": 300},
            {"card": "Grizzly Bears", "token": true, "count": 10, "tapped": true},
            {"card": "Tapped Anthem", "label": "anthem"},
            "Glorious Anthem"]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 50}]}
    ]}));
    let bf = board(t.g());
    let mut shapes: Vec<(usize, u8, bool, Option<i32>)> = bears_of(&bf, "Grizzly Bears").iter().map(|e| (e.count, e.controller.0, e.tapped, e.power)).collect();
    shapes.sort();
    // Alice's get +1/+1 from Glorious Anthem ("you control") and her tapped ones +1/+1 more
    // from Tapped Anthem (any tapped creature); Bob's, all untapped, neither.
    assert_eq!(shapes, vec![(10, 0, true, Some(4)), (50, 1, false, Some(2)), (300, 0, false, Some(3))]);

    // One more of Alice's becomes tapped: it joins the tapped ones; one of Bob's too: alone (3/3).
    let alices: Vec<ObjectId> = token_ids(t.g()).into_iter().filter(|id| t.g().objects[id].controller == PlayerId(0) && !t.g().objects[id].tapped).collect();
    let bobs: Vec<ObjectId> = token_ids(t.g()).into_iter().filter(|id| t.g().objects[id].controller == PlayerId(1)).collect();
    t.gm().tap(alices[7], "701.26a");
    t.gm().tap(bobs[3], "701.26a");
    let bf = board(t.g());
    let mut shapes: Vec<(usize, u8, bool, Option<i32>)> = bears_of(&bf, "Grizzly Bears").iter().map(|e| (e.count, e.controller.0, e.tapped, e.power)).collect();
    shapes.sort();
    assert_eq!(shapes, vec![(1, 1, true, Some(3)), (11, 0, true, Some(4)), (49, 1, false, Some(2)), (299, 0, false, Some(3))]);

    // The tapped anthem leaves (400.7): the tapped ones are 3/3 and 2/2 again, still apart from the untapped (they show tapped).
    let anthem = t.id("anthem");
    t.gm().move_object(anthem, Zone::Graveyard(PlayerId(0)), stackwise::rules::zones::Position::Top, "701.7", "test");
    let bf = board(t.g());
    let mut shapes: Vec<(usize, u8, bool, Option<i32>)> = bears_of(&bf, "Grizzly Bears").iter().map(|e| (e.count, e.controller.0, e.tapped, e.power)).collect();
    shapes.sort();
    assert_eq!(shapes, vec![(1, 1, true, Some(2)), (11, 0, true, Some(3)), (49, 1, false, Some(2)), (299, 0, false, Some(3))]);
}

#[test]
fn a_static_ability_entering_changes_every_view_and_walks_no_board() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 1000}, "Plains", "Plains", "Plains"],
         "hand": [{"card": "Glorious Anthem", "label": "anthem"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 5}]}
    ]}));
    let bf = board(t.g());
    assert!(bears_of(&bf, "Grizzly Bears").iter().all(|e| e.power == Some(2)));
    let rebuilds = t.g().battlefield_group_rebuilds();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@anthem", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("anthem"), "battlefield");
    let bf = board(t.g());
    let mut shapes: Vec<(usize, u8, Option<i32>)> = bears_of(&bf, "Grizzly Bears").iter().map(|e| (e.count, e.controller.0, e.power)).collect();
    shapes.sort();
    // 613.4c: Alice's creatures get +1/+1, Bob's don't.
    assert_eq!(shapes, vec![(5, 1, Some(2)), (1000, 0, Some(3))]);
    // What each class shows changed, not who is in it: nothing walked.
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds);
}

#[test]
fn a_copy_of_the_game_keeps_groups_of_its_own() {
    let mut t = tokens(100);
    board(t.g());
    let mut copy = t.g().clone();
    let one = token_ids(&copy)[5];
    copy.tap(one, "701.26a");
    let in_copy = board(&copy);
    assert_eq!(bears_of(&in_copy, "Grizzly Bears").len(), 2);
    let here = board(t.g());
    assert_eq!(bears_of(&here, "Grizzly Bears").len(), 1, "the original is untouched");
    // Read back from text: no groups yet, made at the first snapshot.
    let text = serde_json::to_string(&copy).unwrap();
    let back: Game = serde_json::from_str(&text).unwrap();
    assert_eq!(board(&back), in_copy);
    t.gm().tap(one, "701.26a");
    assert_eq!(board(t.g()), in_copy);
}

/// A random scenario with groups of identical tokens on both sides (some
/// tapped), and sometimes an anthem.
fn token_scenario() -> impl Strategy<Value = serde_json::Value> {
    (scenario_strategy(), 1..40u64, 0..6u64, 1..12u64, any::<bool>(), any::<bool>()).prop_map(|(mut s, a, a_tapped, b, anthem, tapped_anthem_too)| {
        s["cards"] = json!([tapped_anthem()]);
        let bf = s["players"][0]["battlefield"].as_array_mut().unwrap();
        bf.push(json!({"card": "Grizzly Bears", "token": true, "count": a}));
        if a_tapped > 0 {
            bf.push(json!({"card": "Grizzly Bears", "token": true, "count": a_tapped, "tapped": true}));
        }
        if anthem {
            bf.push(json!("Glorious Anthem"));
        }
        if tapped_anthem_too {
            bf.push(json!("Tapped Anthem"));
        }
        s["players"][1]["battlefield"].as_array_mut().unwrap().push(json!({"card": "Llanowar Elves", "token": true, "count": b}));
        s["players"][1]["battlefield"].as_array_mut().unwrap().push(json!({"card": "Grizzly Bears", "token": true, "count": b}));
        s
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    /// On random games (combat, damage, counters, tokens made and dying,
    /// Auras, control and anthems), snapshots taken now and then (so that
    /// several actions' changes pile up between them) are the grouping of the
    /// per-object views, and the kept groups equal a fresh computation.
    #[test]
    fn kept_groups_never_go_stale_on_random_games(scen in token_scenario(), choices in proptest::collection::vec(any::<u64>(), 1..60)) {
        let s = stackwise::formats::scenario::parse_value(&scen).unwrap();
        let mut g = s.build().unwrap().game;
        for r in choices {
            let Some(a) = pick_action(&g, r) else { break };
            let _ = g.apply(&a);
            if r % 3 == 0 {
                let bf = g.snapshot(None).battlefield;
                prop_assert_eq!(&bf, &reference(&g));
                if let Err(e) = g.check_battlefield_groups() {
                    return Err(TestCaseError::fail(e));
                }
            }
        }
        prop_assert_eq!(g.snapshot(None).battlefield, reference(&g));
        if let Err(e) = g.check_battlefield_groups() {
            return Err(TestCaseError::fail(e));
        }
    }
}

/// The playback deltas of an action on a big board name only what changed
/// (docs/playback.md, deltas): no delta carries the whole battlefield, each
/// names a few permanents, and the board's groups are re-filed, not made
/// again. Giant Growth on one token of 50,000 (611.2c: +3/+3 until end of turn).
#[test]
fn session_deltas_on_a_big_board_name_only_what_changed() {
    let scen = json!({"format": "stackwise-scenario", "version": 1, "players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 50_000}, "Forest"], "hand": [{"card": "Giant Growth", "label": "gg"}]},
        {"name": "B"}
    ]});
    let mut s = stackwise::session::Session::from_scenario(&scen.to_string()).unwrap();
    let before = s.snapshot(None);
    assert_eq!(before.battlefield.iter().filter(|e| e.name == "Grizzly Bears").count(), 1);
    let rebuilds = s.game().battlefield_group_rebuilds();
    let target = token_ids(s.game())[123];
    let gg = *s.game().player(PlayerId(0)).hand.first().unwrap();
    let mut all = Vec::new();
    let cast = Action::CastSpell { player: PlayerId(0), card: gg, targets: vec![TargetChoice::Object(target)], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] };
    all.push(s.apply(&cast, None).unwrap());
    for _ in 0..4 {
        if s.game().stack.is_empty() {
            break;
        }
        let p = s.game().acting_player().unwrap();
        all.push(s.apply(&Action::PassPriority { player: p }, None).unwrap());
    }
    assert!(s.game().stack.is_empty(), "Giant Growth resolved");
    let mut board = before;
    for applied in &all {
        for d in &applied.deltas {
            assert!(d.battlefield.is_none(), "no delta carries the whole battlefield");
            assert!(d.permanents.len() <= 2, "a delta names the permanents that changed, not the board: {}", d.permanents.len());
            board.apply_delta(d);
        }
    }
    let after = s.snapshot(None);
    assert_eq!(board.canonical(), after.canonical());
    let mut shapes: Vec<(usize, Option<i32>)> = after.battlefield.iter().filter(|e| e.name == "Grizzly Bears").map(|e| (e.count, e.power)).collect();
    shapes.sort();
    assert_eq!(shapes, vec![(1, Some(5)), (49_999, Some(2))]);
    assert_eq!(s.game().battlefield_group_rebuilds(), rebuilds, "the groups were re-filed, not made again");
}

/// Whether a creature was dealt damage this turn is part of a token's own
/// state (a filter reads it, 120.3), so the kept groups file it; it is
/// forgotten as the next turn begins (500.1), and each token that had it is
/// filed again then. Two tokens are dealt damage as -1/-1 counters (702.89b
/// infect: Glistener Elf; 702.79a wither: Harvest Gwyllion) and two as
/// marked damage (120.3e: Hill Giant, Gray Ogre), in every order; on the
/// next player's turn the marked damage has worn off (514.2) and the
/// counters stay (122.1).
#[test]
fn damage_this_turn_is_forgotten_at_the_next_turn_and_the_groups_follow() {
    let n = 6;
    let sources = ["elf", "gwyllion", "giant", "ogre"];
    for order in common::permutations(&[0usize, 1, 2, 3]) {
        let mut t = common::card_table::compiled_game(
            &["Grizzly Bears", "Glistener Elf", "Harvest Gwyllion", "Hill Giant", "Gray Ogre"],
            json!([{"card": "Grizzly Bears", "token": true, "count": n},
                {"card": "Glistener Elf", "label": "elf"}, {"card": "Harvest Gwyllion", "label": "gwyllion"},
                {"card": "Hill Giant", "label": "giant"}, {"card": "Gray Ogre", "label": "ogre"}]),
            json!([]),
            json!(["Mountain"]),
        );
        let all = token_ids(t.g());
        assert_eq!(all.len(), n);
        board(t.g());
        // The i-th source deals 1 damage to the i-th token.
        for &i in &order {
            let src = t.id(sources[i]);
            t.gm().deal_damage(src, TargetChoice::Object(all[i]), 1, false, "120.3");
        }
        let damaged: Vec<ObjectId> = all[..4].to_vec();
        assert!(damaged.iter().all(|id| t.g().objects[id].extra.damaged_this_turn), "order {order:?}");
        let bf = board(t.g());
        let mut shapes: Vec<(usize, Option<i32>, i32, Option<u32>)> = bears_of(&bf, "Grizzly Bears").iter().map(|e| (e.count, e.toughness, e.damage, e.counters.get("-1/-1").copied())).collect();
        shapes.sort();
        // Two 1/1s with a -1/-1 counter, two 2/2s with 1 damage, the two others.
        assert_eq!(shapes, vec![(2, Some(1), 0, Some(1)), (2, Some(2), 0, None), (2, Some(2), 1, None)], "order {order:?}");

        common::play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("unexpected question: {k:?}"));
        assert_eq!(t.g().turn.active, PlayerId(1));
        assert!(all.iter().all(|id| !t.g().objects[id].extra.damaged_this_turn), "order {order:?}: no token was dealt damage this turn");
        let bf = board(t.g());
        let bears = bears_of(&bf, "Grizzly Bears");
        let mut shapes: Vec<(usize, Option<i32>, i32, Option<u32>)> = bears.iter().map(|e| (e.count, e.toughness, e.damage, e.counters.get("-1/-1").copied())).collect();
        shapes.sort();
        assert_eq!(shapes, vec![(2, Some(1), 0, Some(1)), (4, Some(2), 0, None)], "order {order:?}");
        let countered = bears.iter().find(|e| e.counters.contains_key("-1/-1")).unwrap();
        assert_eq!(ids(countered), BTreeSet::from([all[0], all[1]]));
    }
}
