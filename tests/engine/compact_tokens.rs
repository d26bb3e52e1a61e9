//! Compact tokens, grouped snapshots (docs/playback.md, grouped tokens),
//! a scenario entry with a count, and last known information (112.7a, 608.2g)
//! kept only while something can still refer to it.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::formats::scenario::{self, add_card, MAX_SCENARIO_COUNT};
use stackwise::formats::snapshot::PermanentView;
use stackwise::rules::state::{Flow, GameObject, LKI_PRUNE_MIN};
use stackwise::rules::zones;
use stackwise::rules::*;
use std::sync::Arc;

fn entries_named<'a>(s: &'a stackwise::formats::snapshot::Snapshot, name: &str) -> Vec<&'a PermanentView> {
    s.battlefield.iter().filter(|e| e.name == name).collect()
}

fn ids_of(e: &PermanentView) -> Vec<u64> {
    e.id_ranges.iter().flat_map(|r| r.ids().map(|id| id.0)).collect()
}

// ---- compact objects --------------------------------------------------------

#[test]
fn a_game_object_is_at_most_56_bytes_beside_its_definition() {
    // The layout bound (≤ 64 bytes of a token's own state). On 64-bit
    // targets 56; on wasm32 (4-byte pointers) the same fields take 48, which a
    // compile-time assert in src/rules/state.rs checks when building for wasm.
    assert!(std::mem::size_of::<GameObject>() <= 56, "{}", std::mem::size_of::<GameObject>());
}

#[test]
fn tokens_made_by_one_instruction_share_one_definition_across_resolutions() {
    // Raise the Alarm: "Create two 1/1 white Soldier creature tokens." Cast twice.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Raise the Alarm", "label": "r1"}, {"card": "Raise the Alarm", "label": "r2"}],
         "battlefield": ["Plains", "Plains", "Plains", "Plains"]},
        {"name": "B"}
    ]}));
    for r in ["@r1", "@r2"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": r, "auto_pay": true}));
        t.pass_all();
    }
    let soldiers: Vec<&GameObject> = t.g().battlefield.iter().map(|id| &t.g().objects[id]).filter(|o| o.token).collect();
    assert_eq!(soldiers.len(), 4, "two tokens per resolution (110.5)");
    for s in &soldiers {
        assert_eq!(s.def.name, "Soldier");
        assert!(Arc::ptr_eq(&s.def, &soldiers[0].def), "one shared definition, not a copy per token");
        assert!(!s.extra.is_boxed(), "a plain token has no extra state");
    }
}

#[test]
fn counters_live_in_the_extra_state_and_read_as_before() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "b", "counters": {"+1/+1": 2}}, {"card": "Grizzly Bears", "label": "plain"}]},
        {"name": "B"}
    ]}));
    let b = t.id("b");
    assert_eq!(t.g().objects[&b].extra.counters.get("+1/+1"), Some(&2));
    assert_eq!(t.g().chars(b).unwrap().power, Some(4), "613.4c: counters still count");
    assert!(!t.g().objects[&t.id("plain")].extra.is_boxed(), "no counters, no box");
    // An object whose extra state went back to nothing compares equal to one that never had any.
    let before = t.g().clone();
    let p = t.id("plain");
    t.gm().obj_mut(p).unwrap().extra.regen_shields = 0;
    assert!(t.g().objects[&p].extra.is_boxed());
    assert_eq!(*t.g(), before, "equality reads the values, box or no box");
}

// ---- the scenario count -------------------------------------------------------

fn count_scenario(count: serde_json::Value, extra: serde_json::Value) -> serde_json::Value {
    let mut entry = json!({"card": "Grizzly Bears", "token": true, "count": count});
    if let serde_json::Value::Object(m) = extra {
        for (k, v) in m {
            entry[k] = v;
        }
    }
    json!({"format": "stackwise-scenario", "version": 1, "players": [{"name": "A", "battlefield": [entry]}, {"name": "B"}]})
}

fn build_err(v: serde_json::Value) -> String {
    let s = scenario::parse(&v.to_string()).expect("parses");
    match s.build() {
        Ok(_) => panic!("expected the scenario to be refused"),
        Err(e) => e.join("; "),
    }
}

#[test]
fn a_battlefield_entry_with_a_count_makes_that_many_identical_objects() {
    let t = T::new(count_scenario(json!(250), json!({"tapped": true})));
    let tokens: Vec<&GameObject> = t.g().objects.values().filter(|o| o.token).collect();
    assert_eq!(tokens.len(), 250);
    assert!(tokens.iter().all(|o| o.tapped && o.zone == Zone::Battlefield && Arc::ptr_eq(&o.def, &tokens[0].def)));
}

#[test]
fn a_count_over_the_limit_or_zero_is_refused_naming_the_field() {
    assert_eq!(MAX_SCENARIO_COUNT, 1_000_000);
    let e = build_err(count_scenario(json!(MAX_SCENARIO_COUNT + 1), json!({})));
    assert!(e.contains("players[0].battlefield[0].count") && e.contains("1000001"), "{e}");
    let e = build_err(count_scenario(json!(0), json!({})));
    assert!(e.contains("players[0].battlefield[0].count"), "{e}");
    // A label names one object.
    let e = build_err(count_scenario(json!(3), json!({"label": "x"})));
    assert!(e.contains("players[0].battlefield[0].count"), "{e}");
    // A count too big for the number type is refused too, without building anything.
    let v = count_scenario(json!(u64::MAX), json!({}));
    let r = scenario::parse(&v.to_string()).map_err(|e| e).and_then(|s| s.build().map(|_| ()).map_err(|e| e.join("; ")));
    assert!(r.unwrap_err().contains("count"));
}

// ---- grouped snapshots (docs/playback.md, grouped tokens) ---------------------------------------

#[test]
fn identical_tokens_are_one_entry_with_a_count_and_id_ranges() {
    let t = T::new(json!({"players": [
        {"name": "A", "battlefield": [
            {"card": "Grizzly Bears", "token": true, "count": 5},
            {"card": "Grizzly Bears", "token": true, "tapped": true},
            {"card": "Grizzly Bears", "token": true, "count": 2},
            "Grizzly Bears", "Grizzly Bears",
            {"card": "Grizzly Bears", "token": true, "label": "enchanted"},
            {"card": "Angelic Destiny", "attached_to": "enchanted"}
        ]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 2}]}
    ]}));
    let s = t.g().snapshot(None);
    let bears = entries_named(&s, "Grizzly Bears");
    // Entries are sorted by their first id, and every battlefield object is in exactly one.
    let firsts: Vec<u64> = s.battlefield.iter().map(|e| e.id.0).collect();
    let mut sorted = firsts.clone();
    sorted.sort();
    assert_eq!(firsts, sorted);
    let mut all: Vec<u64> = s.battlefield.iter().flat_map(ids_of).collect();
    all.sort();
    let bf: Vec<u64> = t.g().battlefield.iter().map(|i| i.0).collect();
    assert_eq!(all, bf);
    for e in &s.battlefield {
        assert_eq!(e.count, ids_of(e).len());
        assert_eq!(e.id.0, e.id_ranges[0][0].0);
    }
    // A's untapped unenchanted tokens: 5 + 2 = 7 in one entry, ids in two ranges
    // (the tapped one sits between them); the tapped one alone; B's two tokens
    // (another controller); two nontoken Bears, one entry each; the enchanted
    // token alone (something is attached to it).
    let a_untapped: Vec<&&PermanentView> = bears.iter().filter(|e| e.token && !e.tapped && e.controller == PlayerId(0) && e.count > 1).collect();
    assert_eq!(a_untapped.len(), 1);
    assert_eq!(a_untapped[0].count, 7);
    assert_eq!(a_untapped[0].id_ranges.len(), 2, "{:?}", a_untapped[0].id_ranges);
    assert_eq!(bears.iter().filter(|e| e.token && e.tapped).map(|e| e.count).collect::<Vec<_>>(), vec![1]);
    assert_eq!(bears.iter().filter(|e| e.controller == PlayerId(1)).map(|e| e.count).collect::<Vec<_>>(), vec![2]);
    assert_eq!(bears.iter().filter(|e| !e.token).map(|e| e.count).collect::<Vec<_>>(), vec![1, 1]);
    let enchanted = t.id("enchanted");
    let e = bears.iter().find(|e| e.id == enchanted).unwrap();
    assert_eq!((e.count, e.power), (1, Some(6)), "Angelic Destiny: +4/+4, and alone in its entry");
    assert_eq!(entries_named(&s, "Angelic Destiny")[0].count, 1);
}

#[test]
fn a_token_that_differs_in_what_it_shows_is_not_grouped_and_ranges_split_where_ids_are_missing() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 6}], "hand": ["Giant Growth"]},
        {"name": "B"}
    ]}));
    let ids: Vec<ObjectId> = t.g().battlefield.iter().copied().collect();
    // A +1/+1 counter on the third token, and the fifth one leaves.
    t.gm().obj_mut(ids[2]).unwrap().extra.counters.insert("+1/+1".into(), 1);
    t.gm().move_object(ids[4], Zone::Exile, zones::Position::Top, "406.2", "test");
    let s = t.g().snapshot(None);
    let bears = entries_named(&s, "Grizzly Bears");
    assert_eq!(bears.len(), 2);
    let plain = bears.iter().find(|e| e.counters.is_empty()).unwrap();
    assert_eq!(plain.count, 4);
    let r = |a: ObjectId, b: ObjectId| stackwise::formats::snapshot::IdRange { first: a, last: b, step: 1 };
    assert_eq!(plain.id_ranges, vec![r(ids[0], ids[1]), r(ids[3], ids[3]), r(ids[5], ids[5])]);
    let countered = bears.iter().find(|e| !e.counters.is_empty()).unwrap();
    assert_eq!((countered.count, countered.power), (1, Some(3)));
}

#[test]
fn a_floating_effect_on_one_token_sets_it_apart() {
    // Giant Growth on one of three tokens: +3/+3 until end of turn (611.2c).
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 3}, "Forest"], "hand": [{"card": "Giant Growth", "label": "gg"}]},
        {"name": "B"}
    ]}));
    let target = *t.g().battlefield.iter().find(|id| t.g().objects[id].token).unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": target.0}], "auto_pay": true}));
    t.pass_all();
    let s = t.g().snapshot(None);
    let bears = entries_named(&s, "Grizzly Bears");
    let mut shapes: Vec<(usize, Option<i32>)> = bears.iter().map(|e| (e.count, e.power)).collect();
    shapes.sort();
    assert_eq!(shapes, vec![(1, Some(5)), (2, Some(2))]);
}

#[test]
fn the_snapshot_of_many_identical_tokens_is_small() {
    let n = 100_000u64;
    let t = T::new(count_scenario(json!(n), json!({})));
    let s = t.g().snapshot(None);
    assert_eq!(s.battlefield.len(), 1);
    assert_eq!(s.battlefield[0].count as u64, n);
    assert_eq!(s.battlefield[0].id_ranges.len(), 1);
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.len() <= 64 * 1024, "{} bytes", json.len());
}

// ---- last known information --------------------------------------------------

/// Make `n` tokens and move them to exile: `n` last-known-information entries
/// (112.7a) that nothing refers to (the tokens then cease to exist, 704.5d).
fn junk_lki(g: &mut Game, n: usize) {
    let pool = stackwise::cards::builtin();
    for _ in 0..n {
        let id = add_card(g, pool, "Grizzly Bears", PlayerId(0), Zone::Battlefield).unwrap();
        g.obj_mut(id).unwrap().token = true;
        g.move_object(id, Zone::Exile, zones::Position::Top, "406.2", "test");
    }
}

#[test]
fn a_long_loop_of_tokens_dying_keeps_the_last_known_information_bounded() {
    let mut t = T::new(json!({"players": [{"name": "A", "battlefield": ["Forest"]}, {"name": "B"}]}));
    let pool = stackwise::cards::builtin();
    let mut most = 0;
    for _ in 0..3_000 {
        let id = add_card(t.gm(), pool, "Grizzly Bears", PlayerId(0), Zone::Battlefield).unwrap();
        t.gm().obj_mut(id).unwrap().token = true;
        // The token dies (700.4) and then ceases to exist (704.5d); then a player receives priority.
        t.gm().move_object(id, Zone::Graveyard(PlayerId(0)), zones::Position::Top, "701.7", "destroyed");
        let p = t.g().turn.active;
        t.gm().flow = Flow::GivePriority(p);
        t.gm().run();
        most = most.max(t.g().lki.len());
    }
    assert!(t.g().next_id > 3_000, "thousands of zone changes happened");
    assert!(most <= 2 * LKI_PRUNE_MIN + 2, "at most {most} entries were kept at once");
}

#[test]
fn a_dies_trigger_keeps_what_died_until_it_resolves() {
    // 603.10a: Doomed Traveler's dies trigger looks back in time; the ability
    // names the Traveler as it last existed until it has resolved.
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Doomed Traveler", "label": "dt"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}, "Mountain"]},
        {"name": "B", "battlefield": ["Mountain"]}
    ]}));
    let dt = t.id("dt");
    // Give A a Mountain to cast the bolt on their own Traveler.
    let m = add_card(t.gm(), stackwise::cards::builtin(), "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    let _ = m;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": dt.0}], "auto_pay": true}));
    // Unrelated entries beyond the pruning threshold, so that the next priority prunes.
    junk_lki(t.gm(), 2 * LKI_PRUNE_MIN + 5);
    // Both pass: the bolt resolves, the Traveler dies, its trigger goes on the stack,
    // and a player receives priority (pruning happens then).
    let p = t.g().acting_player().unwrap();
    t.act(json!({"action": "pass_priority", "player": p.0}));
    let q = t.g().acting_player().unwrap();
    t.act(json!({"action": "pass_priority", "player": q.0}));
    assert_eq!(t.g().stack.len(), 1, "the dies trigger is on the stack");
    assert!(t.g().lki.len() <= LKI_PRUNE_MIN, "the unrelated entries are gone: {}", t.g().lki.len());
    assert!(t.g().lki.contains_key(&dt), "the Traveler's last known information is kept while its trigger waits");
    assert_eq!(t.g().name_of(dt), "Doomed Traveler");
    let s = t.g().snapshot(None);
    assert_eq!(s.stack[0].name, "Doomed Traveler");
    t.pass_all();
    let spirits = t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Spirit").count();
    assert_eq!(spirits, 1, "603.10a: the trigger resolved and made its Spirit");
}

#[test]
fn a_spell_whose_target_left_still_says_what_it_was() {
    // 608.2b: Lightning Bolt targets Grizzly Bears; in response the Bears leave.
    // While the Bolt waits on the stack, its view names the Bears (last known information).
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": ["Mountain", "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
    ]}));
    let bears = t.id("bears");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": bears.0}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": bears.0}], "auto_pay": true}));
    // Shock resolves: the Bears die. Junk entries so that the next priority prunes.
    junk_lki(t.gm(), 2 * LKI_PRUNE_MIN + 5);
    let p = t.g().acting_player().unwrap();
    t.act(json!({"action": "pass_priority", "player": p.0}));
    let q = t.g().acting_player().unwrap();
    t.act(json!({"action": "pass_priority", "player": q.0}));
    assert_eq!(t.g().stack.len(), 1, "only the Bolt is left");
    assert!(!t.g().is_on_battlefield(bears));
    assert!(t.g().lki.len() <= LKI_PRUNE_MIN, "{}", t.g().lki.len());
    let s = t.g().snapshot(None);
    assert_eq!(s.stack[0].targets, vec![TargetChoice::Object(bears)]);
    assert_eq!(s.stack[0].target_names, vec!["Grizzly Bears".to_string()]);
    // 608.2b: on resolution its only target is illegal; it does nothing.
    let ev = t.pass_all();
    assert!(cites(&ev, "608.2b"), "{:?}", rules(&ev));
}

#[test]
fn once_nothing_refers_to_it_the_last_known_information_goes() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]},
        {"name": "B", "battlefield": ["Grizzly Bears"]}
    ]}));
    let bears = *t.g().battlefield.iter().find(|id| t.g().objects[id].def.name == "Grizzly Bears").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": bears.0}], "auto_pay": true}));
    t.pass_all();
    assert!(!t.g().is_on_battlefield(bears), "the Bears died");
    junk_lki(t.gm(), 2 * LKI_PRUNE_MIN + 5);
    let p = t.g().turn.active;
    t.gm().flow = Flow::GivePriority(p);
    t.gm().run();
    assert!(!t.g().lki.contains_key(&bears), "nothing names the Bears any more");
    // The labelled Bolt is followed through its zone changes (scenario labels are pinned).
    assert_eq!(t.zone("bolt"), "graveyard");
}

#[test]
fn the_extra_state_serializes_only_what_is_set() {
    let t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "b", "counters": {"+1/+1": 2}}, {"card": "Grizzly Bears", "label": "plain"}]},
        {"name": "B"}
    ]}));
    let plain = &t.g().objects[&t.id("plain")].extra;
    assert_eq!(serde_json::to_string(plain).unwrap(), "null");
    let b = &t.g().objects[&t.id("b")].extra;
    let text = serde_json::to_string(b).unwrap();
    assert_eq!(text, r#"{"counters":{"+1/+1":2}}"#);
    let back: stackwise::rules::state::Extra = serde_json::from_str(&text).unwrap();
    assert_eq!(&back, b);
    let none: stackwise::rules::state::Extra = serde_json::from_str("null").unwrap();
    assert!(!none.is_boxed() && none == *plain);
}

#[test]
fn a_trigger_naming_the_creature_that_died_keeps_it_until_it_resolves() {
    // Blood Artist: "Whenever Blood Artist or another creature dies, target player
    // loses 1 life and you gain 1 life." The ability names the Bears that died
    // (603.10a, 608.2i); while it waits on the stack, what the Bears were is kept.
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": ["Mountain", "Blood Artist"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}
    ]}));
    let gb = t.id("gb");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": gb.0}], "auto_pay": true}));
    t.pass_all();
    // 603.3d: A chooses the target as the ability goes on the stack.
    let d = t.g().pending.clone().expect("a target to choose");
    assert_eq!(d.rule, "603.3d");
    junk_lki(t.gm(), 2 * LKI_PRUNE_MIN + 5);
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    assert_eq!(t.g().stack.len(), 1);
    // 603.6: "that creature" is found as the card it became in the graveyard.
    assert_eq!(t.g().stack[0].trigger_object, t.g().became(gb));
    assert!(t.g().lki.len() <= LKI_PRUNE_MIN, "pruned as A received priority: {}", t.g().lki.len());
    assert_eq!(t.g().chars(gb).map(|c| c.name.clone()), Some("Grizzly Bears".to_string()), "the Bears' last known information is kept");
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (21, 19));
}
