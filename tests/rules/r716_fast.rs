//! 716.2a / 716.1b: the predictable result of a loop, worked
//! out at once when its iterations are alike (rules::shortcut_fast). The
//! reference is always the same loop played by hand, one `Game::apply` at a
//! time: the shortcut must leave exactly that game (`Game == Game`), log
//! exactly the first iteration's events, and count in its 716.1b summary
//! exactly the events, by rule, of the iterations after the first.
//!
//! Whether the iterations were worked out at once or played one by one is
//! seen through `limits::MAX_PLAYED_CHOICES` (200,000): a loop of more choices
//! than that can only be taken if it was worked out at once, and one that is
//! not alike is refused at that size.

use crate::common;
use common::*;
use proptest::prelude::*;
use serde_json::json;
use stackwise::rules::limits::MAX_PLAYED_CHOICES;
use stackwise::rules::*;
use std::collections::BTreeMap;

/// The seed's board: Presence of Gond on Alice's Grizzly Bears ("{T}: create a
/// 1/1 Elf Warrior"), Bob's Intruder Alarm (whenever a creature enters, untap
/// all creatures), plus `extra` permanents for Alice and custom `cards`.
fn board(extra: serde_json::Value, cards: serde_json::Value) -> T {
    let mut alice = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Presence of Gond", "label": "presence", "attached_to": "bears"})];
    alice.extend(extra.as_array().cloned().unwrap_or_default());
    T::new(json!({
        "seed": 7,
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice},
            {"name": "Bob", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

fn gond() -> T {
    board(json!([]), json!([]))
}

/// `gond()` with a Forest and Giant Growth in Bob's hand: something Bob can
/// do instead of passing.
fn gond_bob_with_giant_growth() -> T {
    T::new(json!({
        "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "label": "presence", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}, "Forest"], "hand": ["Giant Growth"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// One iteration: Alice activates, then both players pass `resolutions` times
/// in a row (each pair of passes resolves the top object of the stack: the
/// token ability, then the Alarm's trigger, then any other trigger).
fn iteration(t: &T, resolutions: usize) -> Vec<Action> {
    let bears = t.id("bears");
    let mut v = vec![Action::ActivateAbility { player: PlayerId(0), source: bears, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 }];
    for _ in 0..resolutions {
        v.push(Action::PassPriority { player: PlayerId(0) });
        v.push(Action::PassPriority { player: PlayerId(1) });
    }
    v
}

fn steps(actions: &[Action]) -> serde_json::Value {
    serde_json::Value::Array(actions.iter().map(|a| json!({"do": a})).collect())
}

/// The loop played by hand: the events of each iteration.
fn by_hand(t: &mut T, body: &[Action], n: usize) -> Vec<Vec<Event>> {
    (0..n)
        .map(|_| {
            let mut ev = Vec::new();
            for a in body {
                ev.extend(t.gm().apply(a).unwrap_or_else(|e| panic!("by hand: {e}")));
            }
            ev
        })
        .collect()
}

/// Propose `{"repeat": {"times": n, "steps": body}}` and have Bob accept; the events of the answer.
fn shortcut(t: &mut T, body: &[Action], n: u64) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": n, "steps": steps(body)}}]}))?;
    t.try_act(json!({"action": "answer_shortcut", "player": 1}))
}

fn by_rule(events: &[Event]) -> BTreeMap<String, u64> {
    let mut m = BTreeMap::new();
    for e in events {
        *m.entry(e.rule.to_string()).or_insert(0) += 1;
    }
    m
}

/// The shortcut of `n` iterations against the loop played by hand from the
/// same game: the same game after, the first iteration's events logged as by
/// hand, and the summary counting the others' events by rule.
fn check_against_hand(make: impl Fn() -> T, resolutions: usize, n: usize) {
    let mut hand = make();
    let body = iteration(&hand, resolutions);
    let hand_events = by_hand(&mut hand, &body, n);
    let mut short = make();
    let ev = shortcut(&mut short, &body, n as u64).unwrap();
    if short.g() != hand.g() {
        let (a, b) = (format!("{:#?}", short.g()), format!("{:#?}", hand.g()));
        let diff: Vec<String> = a.lines().zip(b.lines()).filter(|(x, y)| x != y).take(10).map(|(x, y)| format!("shortcut: {x}\nby hand:  {y}")).collect();
        panic!("{n} iterations: the shortcut's game is not the loop's played out:\n{}", diff.join("\n"));
    }
    let taken = ev.iter().position(|e| matches!(e.kind, EventKind::ShortcutTaken { .. })).expect("716.2c event");
    let after = &ev[taken + 1..];
    let summaries: Vec<&Event> = after.iter().filter(|e| matches!(e.kind, EventKind::ShortcutRepeated { .. })).collect();
    let logged: Vec<Event> = after.iter().filter(|e| !matches!(e.kind, EventKind::ShortcutRepeated { .. })).cloned().collect();
    assert_eq!(logged, hand_events[0], "{n} iterations: the first iteration is logged as it was played by hand");
    let rest: Vec<Event> = hand_events[1..].iter().flatten().cloned().collect();
    if n == 1 {
        assert!(summaries.is_empty(), "one iteration: nothing to summarise");
        return;
    }
    assert_eq!(summaries.len(), 1, "{n} iterations: one 716.1b summary");
    assert_eq!(summaries[0].rule, "716.1b");
    match &summaries[0].kind {
        EventKind::ShortcutRepeated { times, choices, events, rules } => {
            assert_eq!(*times, n as u64 - 1);
            assert_eq!(*choices, (n as u64 - 1) * body.len() as u64);
            assert_eq!(*events, rest.len() as u64, "{n} iterations: the summary counts the other iterations' events");
            let counted: BTreeMap<String, u64> = rules.iter().map(|c| (c.rule.clone(), c.count)).collect();
            assert_eq!(counted, by_rule(&rest), "{n} iterations: the summary's count by rule is the other iterations' events by rule");
        }
        _ => unreachable!(),
    }
}

/// Soul Warden for Alice: "Whenever another creature enters the battlefield,
/// you gain 1 life" — each iteration gains a life, so no two are alike.
fn gond_with_soul_warden() -> T {
    board(json!([{"card": "Soul Warden"}]), json!([]))
}

/// An enchantment for Alice whose trigger loses her a life while she has at
/// least 20 as it resolves (the condition is in the effect, not an
/// intervening "if" (603.4): the trigger goes on the stack each iteration):
/// from 22 life the first three iterations differ, the others are alike.
fn gond_with_fading_tithe() -> T {
    let card = json!({"name": "Fading Tithe", "mana_cost": "{1}", "type": "Enchantment",
        "text": "Whenever a creature enters the battlefield, you gain 0 life. If you have 20 or more life, you lose 1 life."});
    let mut t = board(json!([{"card": "Fading Tithe"}]), json!([card]));
    t.gm().player_mut(PlayerId(0)).life = 22;
    t
}

/// An enchantment for Alice whose trigger gains her a life once she controls
/// at least ten creatures: a threshold the iterations reach partway.
fn gond_with_crowd_blessing() -> T {
    let card = json!({"name": "Crowd Blessing", "mana_cost": "{1}", "type": "Enchantment",
        "text": "Whenever a creature enters the battlefield, you gain 0 life. If you control ten or more creatures, you gain 1 life."});
    board(json!([{"card": "Crowd Blessing"}]), json!([card]))
}

fn elf_tokens(g: &Game) -> usize {
    g.battlefield.iter().filter(|id| g.obj(**id).is_some_and(|o| o.token) && g.name_of(**id) == "Elf Warrior").count()
}

#[test]
fn r716_1b_the_seed_loop_worked_out_at_once_is_the_loop_played_out() {
    for n in [1, 2, 3, 4, 5, 6, 100, 10_000] {
        check_against_hand(gond, 2, n);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn r716_1b_any_number_of_iterations_is_the_loop_played_out(n in 1usize..400) {
        check_against_hand(gond, 2, n);
    }
}

#[test]
fn r716_2a_a_million_tokens_are_worked_out_at_once() {
    // 5,000,000 choices: far more than the engine plays one by one, so the
    // shortcut is taken only because its iterations are worked out at once.
    let mut t = gond();
    let body = iteration(&t, 2);
    assert!(5 * 1_000_000 > MAX_PLAYED_CHOICES);
    // What one iteration after the first logs, by rule, played by hand on a copy.
    let mut probe = gond();
    let one = by_hand(&mut probe, &body, 2).pop().unwrap();
    let ev = shortcut(&mut t, &body, 1_000_000).unwrap();
    let g = t.g();
    assert_eq!(elf_tokens(g), 1_000_000);
    assert_eq!(g.battlefield.len(), 3 + 1_000_000, "the Bears, the Aura, the Alarm and the tokens");
    assert!(!g.obj(t.id("bears")).unwrap().tapped, "the Alarm untapped the Bears after the last token");
    assert!(g.stack.is_empty() && g.pending.is_none());
    assert_eq!(g.flow, stackwise::rules::state::Flow::Priority(PlayerId(0)));
    // Each token is its own object, with its own id, timestamp and card identity (400.7, 613.7).
    let ids: std::collections::BTreeSet<u64> = g.battlefield.iter().map(|id| g.obj(*id).unwrap().card_uid).collect();
    assert_eq!(ids.len(), g.battlefield.len());
    let summary = ev.iter().find(|e| e.rule == "716.1b").expect("the 716.1b summary");
    assert!(summary.text.contains("repeated 999999 more times"), "{}", summary.text);
    match &summary.kind {
        EventKind::ShortcutRepeated { times, events, rules, .. } => {
            assert_eq!(*times, 999_999);
            assert_eq!(*events, 999_999 * one.len() as u64);
            let counted: BTreeMap<String, u64> = rules.iter().map(|c| (c.rule.clone(), c.count)).collect();
            let expected: BTreeMap<String, u64> = by_rule(&one).into_iter().map(|(r, c)| (r, c * 999_999)).collect();
            assert_eq!(counted, expected);
        }
        _ => unreachable!(),
    }
    assert!(ev.len() < 100, "the log holds one iteration and the summary, not {} events", ev.len());
    // The page draws that board from a snapshot of at most 64 KB: the identical
    // tokens are one grouped entry.
    let json = serde_json::to_string(&g.snapshot(None)).unwrap();
    assert!(json.len() <= 64 * 1024, "snapshot of {} bytes", json.len());
}

#[test]
fn r716_1b_a_loop_that_gains_life_is_not_alike_and_is_played_out() {
    // Soul Warden's trigger resolves after the Alarm's: three resolutions an iteration.
    for n in [1, 2, 3, 4, 5, 9, 60] {
        check_against_hand(gond_with_soul_warden, 3, n);
    }
    let mut t = gond_with_soul_warden();
    let body = iteration(&t, 3);
    let mut h = gond_with_soul_warden();
    by_hand(&mut h, &body, 25);
    assert_eq!(h.life(0), 20 + 25, "Soul Warden: a life per token");
    // Too many choices to play one by one, and not alike: refused, game unchanged.
    let before = t.g().clone();
    let n = MAX_PLAYED_CHOICES / body.len() as u64 + 1;
    let e = t.try_act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": n, "steps": steps(&body)}}]})).unwrap_err();
    assert!(e.to_string().contains("MAX_PLAYED_CHOICES"), "{e}");
    assert!(*t.g() == before);
}

#[test]
fn r716_1b_a_loop_whose_iterations_become_alike_is_worked_out_once_they_are() {
    // Alice starts at 22 life: the tithe takes a life on the first three
    // iterations (22, 21, 20 are at least 20), then never again.
    for n in [1, 2, 3, 4, 5, 6, 7, 8, 20, 100, 1000] {
        check_against_hand(gond_with_fading_tithe, 3, n);
    }
    let mut h = gond_with_fading_tithe();
    let body = iteration(&h, 3);
    by_hand(&mut h, &body, 10);
    assert_eq!(h.life(0), 19);
    // More choices than are played one by one: taken, so worked out at once
    // once the iterations became alike.
    let mut t = gond_with_fading_tithe();
    let n = MAX_PLAYED_CHOICES / body.len() as u64 + 10;
    shortcut(&mut t, &body, n).unwrap();
    assert_eq!(t.life(0), 19, "three lives lost, then none");
    assert_eq!(elf_tokens(t.g()) as u64, n);
}

#[test]
fn r716_1b_a_loop_that_crosses_a_threshold_of_permanents_is_the_loop_played_out() {
    // Alice controls the Bears, then one more creature per iteration: from the
    // ninth token on she controls ten creatures and the blessing gains her a life.
    // The iterations before look alike, but the blessing counts permanents each
    // time (a whole-board read), so they are never used to work out the others.
    for n in [1, 3, 5, 8, 9, 10, 11, 30, 200] {
        check_against_hand(gond_with_crowd_blessing, 3, n);
    }
    let mut h = gond_with_crowd_blessing();
    let body = iteration(&h, 3);
    by_hand(&mut h, &body, 12);
    assert_eq!(h.life(0), 20 + 4, "tokens 9 to 12 entered with ten or more creatures");
    let mut t = gond_with_crowd_blessing();
    let n = MAX_PLAYED_CHOICES / body.len() as u64 + 1;
    let e = t.try_act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": n, "steps": steps(&body)}}]})).unwrap_err();
    assert!(e.to_string().contains("MAX_PLAYED_CHOICES"), "a loop that reads a count of permanents is played out: {e}");
}

#[test]
fn r716_2b_a_shortcut_shortened_inside_the_loop_ends_inside_an_iteration() {
    // Bob shortens a 1,000-iteration shortcut at his pass of iteration 700
    // (its choice 2: activate 0, Alice passes 1, Bob passes 2): choices 0..3502
    // are taken, 700 whole iterations and two choices of the next. There he
    // can cast Giant Growth instead of passing (716.2b: a different choice).
    let mut hand = gond_bob_with_giant_growth();
    let body = iteration(&hand, 2);
    by_hand(&mut hand, &body, 700);
    for a in &body[..2] {
        hand.gm().apply(a).unwrap();
    }
    let mut t = gond_bob_with_giant_growth();
    t.act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": 1000, "steps": steps(&body)}}]}));
    t.act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": 5 * 700 + 2}));
    // The game after is the loop played out to there, 716.2c's refusal aside.
    assert!(t.g().shortcut_forbidden.is_some());
    let mut g = t.g().clone();
    g.shortcut_forbidden = None;
    assert!(g == *hand.g(), "the shortened shortcut ends where playing it out ends");
    assert_eq!(elf_tokens(t.g()), 700);
    assert_eq!(t.g().stack.len(), 1, "the 701st activation waits on the stack");
}

#[test]
fn r716_1b_nested_loops_are_the_loops_played_out() {
    let mut hand = gond();
    let body = iteration(&hand, 2);
    by_hand(&mut hand, &body, 10 * 300);
    let mut t = gond();
    t.act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": 10, "steps": [{"repeat": {"times": 300, "steps": steps(&body)}}]}}]}));
    t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert!(t.g() == hand.g());
    assert_eq!(elf_tokens(t.g()), 3000);
    // 10 × 30,000 iterations: 1,500,000 choices, more than are played one by
    // one, so both the inner loops and the outer one are worked out at once.
    let mut t = gond();
    t.act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": 10, "steps": [{"repeat": {"times": 30_000, "steps": steps(&body)}}]}}]}));
    t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert_eq!(elf_tokens(t.g()), 300_000);
    assert!(t.g().stack.is_empty() && t.g().flow == stackwise::rules::state::Flow::Priority(PlayerId(0)));
}

#[test]
fn r716_1b_the_object_map_packing_inside_the_loop_changes_nothing() {
    // The object map is packed every COMPACT_EVERY_IDS fresh ids
    // (state::compact_maps). Each iteration takes three ids (the ability, the
    // token, the trigger): starting 7 ids below such a point it comes while
    // the first iterations are played and observed; starting 120 below, at
    // about the fortieth iteration, which is worked out at once.
    for (below, n) in [(7u64, 3usize), (7, 5), (7, 50), (120, 100)] {
        let make = move || {
            let mut t = gond();
            t.gm().next_id = stackwise::rules::state::COMPACT_EVERY_IDS - below;
            t
        };
        check_against_hand(make, 2, n);
    }
}

#[test]
fn r716_1b_through_a_session_the_summary_carries_the_whole_board() {
    use stackwise::session::Session;
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/r716-2a-presence-of-gond-intruder-alarm.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["script"] = json!([]);
    let mut s = Session::from_scenario(&v.to_string()).unwrap();
    let bears = s.label("bears").unwrap();
    let mut hand = Session::from_scenario(&v.to_string()).unwrap();
    let body = {
        let mut b = vec![Action::ActivateAbility { player: PlayerId(0), source: bears, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 }];
        b.extend([0u8, 1, 0, 1].map(|p| Action::PassPriority { player: PlayerId(p) }));
        b
    };
    for _ in 0..500 {
        for a in &body {
            hand.apply(a, None).unwrap();
        }
    }
    let propose: Action = serde_json::from_value(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": 500, "steps": steps(&body)}}]})).unwrap();
    s.apply(&propose, None).unwrap();
    let accept: Action = serde_json::from_value(json!({"action": "answer_shortcut", "player": 1})).unwrap();
    let applied = s.apply(&accept, None).unwrap();
    assert!(s.game() == hand.game());
    let at = applied.events.iter().position(|e| e.rule == "716.1b").expect("summary");
    // The page patches its board from the deltas (one per event): the
    // summary's delta replaces the whole battlefield, grouped, tokens included.
    assert_eq!(applied.deltas.len(), applied.events.len());
    let board = applied.deltas[at].battlefield.as_ref().expect("the summary's delta carries the whole battlefield");
    assert_eq!(board.iter().map(|v| v.count).sum::<usize>(), 3 + 500);
    assert!(board.iter().any(|v| v.name == "Elf Warrior" && v.count == 500), "the 500 identical tokens are one entry");
}

/// The canonical ranges of ascending ids, written from their definition
/// (docs/playback.md, grouped tokens): maximal runs of consecutive ids; then,
/// left to right, three or more single ids in a row with the same gap as one
/// stepped range, each run starting at the first single id no earlier run took.
fn canonical_by_definition(ids: &[u64]) -> Vec<(u64, u64, u64)> {
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for &x in ids {
        match runs.last_mut() {
            Some((_, b)) if *b + 1 == x => *b = x,
            _ => runs.push((x, x)),
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < runs.len() {
        let (a, b) = runs[i];
        let single = |k: usize| k < runs.len() && runs[k].0 == runs[k].1;
        if a == b && single(i + 1) {
            let gap = runs[i + 1].0 - a;
            let mut j = i + 1;
            while single(j + 1) && runs[j + 1].0 - runs[j].0 == gap {
                j += 1;
            }
            if j - i + 1 >= 3 {
                out.push((a, runs[j].0, gap));
                i = j + 1;
                continue;
            }
        }
        out.push((a, b, 1));
        i += 1;
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]
    #[test]
    fn r716_2a_grouped_token_ids_are_canonical_ranges(gaps in proptest::collection::vec(1u64..5, 0..40)) {
        // A loop's tokens: ids a few apart (the stack objects of each iteration between them).
        use stackwise::formats::snapshot::{push_id, IdRange};
        let mut ids = Vec::new();
        let mut x = 10u64;
        for g in gaps {
            x += g;
            ids.push(x);
        }
        let mut ranges: Vec<IdRange> = Vec::new();
        for &id in &ids {
            push_id(&mut ranges, ObjectId(id));
        }
        let got: Vec<(u64, u64, u64)> = ranges.iter().map(|r| (r.first.0, r.last.0, r.step)).collect();
        prop_assert_eq!(got, canonical_by_definition(&ids));
        let back: Vec<u64> = ranges.iter().flat_map(|r| r.ids().map(|i| i.0)).collect();
        prop_assert_eq!(back, ids);
    }
}
