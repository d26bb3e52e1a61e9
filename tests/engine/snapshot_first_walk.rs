//! The first snapshot after a load, after a loop's objects
//! were built at once by a shortcut (716.2a, `rules::shortcut_fast`), and
//! after an untap step that changed many objects (502.2), read from the
//! battlefield's groups (`rules::groups`). Each path is checked against what
//! the rules and the cards say the board is: which objects are there, which
//! of them a viewer can tell apart (tapped, 701.26; another controller,
//! 108.4; power and toughness from the card or the token's definition,
//! 111.4), and so which share an entry (docs/playback.md, grouped tokens);
//! and against the grouping of every object's own view
//! (`formats::playback::group`, the definition). A load makes the groups
//! (one walk) so that its first snapshot walks nothing; a shortcut files the
//! objects it built without reading them; an untap of many re-files or
//! walks, and shows exactly what a walk shows.

use serde_json::json;
use stackwise::formats::snapshot::PermanentView;
use stackwise::rules::state::{Game, GameObject};
use stackwise::rules::*;
use std::collections::BTreeSet;

use crate::common;
use common::board_groups::{board, ids};
use common::T;


/// The battlefield ids whose object satisfies `f`.
fn where_(g: &Game, f: impl Fn(&GameObject) -> bool) -> BTreeSet<ObjectId> {
    g.battlefield.iter().copied().filter(|id| f(&g.objects[id])).collect()
}

fn entries<'a>(bf: &'a [PermanentView], name: &str) -> Vec<&'a PermanentView> {
    bf.iter().filter(|e| e.name == name).collect()
}

#[test]
fn a_loaded_board_in_mixed_order_is_grouped_by_what_shows_and_its_first_snapshot_walks_nothing() {
    // Listed one by one, alternating, so that each kind's ids are every other or every third id.
    let mut alice = Vec::new();
    for k in 0..600 {
        alice.push(match k % 3 {
            0 => json!({"card": "Grizzly Bears", "token": true}),
            1 => json!({"card": "Grizzly Bears", "token": true, "tapped": true}),
            _ => json!({"card": "Llanowar Elves", "token": true}),
        });
    }
    alice.push(json!("Forest"));
    let t = T::new(json!({"players": [
        {"name": "A", "battlefield": alice},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 50}]}
    ]}));
    let g = t.g();
    // The load made the groups: the first snapshot re-files nothing and walks nothing.
    assert_eq!(g.battlefield_group_rebuilds(), 1, "one walk, in the load");
    let bf = board(g);
    assert_eq!(g.battlefield_group_rebuilds(), 1, "the first snapshot walked no board");
    let bears = entries(&bf, "Grizzly Bears");
    // 701.26: tapped shows; 108.4: Bob's are his; so three entries of bears, 200 + 200 + 50.
    assert_eq!(bears.len(), 3);
    let untapped_a = where_(g, |o| o.def.name == "Grizzly Bears" && o.controller == PlayerId(0) && !o.tapped);
    let tapped_a = where_(g, |o| o.def.name == "Grizzly Bears" && o.tapped);
    let bobs = where_(g, |o| o.def.name == "Grizzly Bears" && o.controller == PlayerId(1));
    assert_eq!((untapped_a.len(), tapped_a.len(), bobs.len()), (200, 200, 50));
    for (set, tapped, controller) in [(&untapped_a, false, 0), (&tapped_a, true, 0), (&bobs, false, 1)] {
        let e = bears.iter().find(|e| ids(e) == *set).expect("an entry with exactly those ids");
        assert_eq!((e.count, e.tapped, e.controller, e.power, e.toughness), (set.len(), tapped, PlayerId(controller), Some(2), Some(2)));
    }
    // Every third id: one stepped range each for Alice's kinds.
    assert!(bears.iter().filter(|e| e.controller == PlayerId(0)).all(|e| e.id_ranges.len() == 1), "a kind listed every third is one stepped range");
    let elves = entries(&bf, "Llanowar Elves");
    assert_eq!(elves.len(), 1);
    assert_eq!(ids(elves[0]), where_(g, |o| o.def.name == "Llanowar Elves"));
    assert_eq!((elves[0].count, elves[0].power, elves[0].toughness), (200, Some(1), Some(1)));
    assert_eq!(entries(&bf, "Forest").len(), 1);
}

#[test]
fn a_game_read_back_from_text_has_its_groups_from_the_load() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 3000}, "Forest"]},
        {"name": "B", "battlefield": [{"card": "Llanowar Elves", "token": true, "count": 20, "tapped": true}]}
    ]}));
    let bears = where_(t.g(), |o| o.def.name == "Grizzly Bears");
    let some: Vec<ObjectId> = bears.iter().copied().step_by(7).collect();
    for id in &some {
        t.gm().tap(*id, "701.26a");
    }
    let text = serde_json::to_string(t.g()).unwrap();
    let back: Game = serde_json::from_str(&text).unwrap();
    assert_eq!(back.battlefield_group_rebuilds(), 1, "the load made the groups in one walk");
    let bf = board(&back);
    assert_eq!(back.battlefield_group_rebuilds(), 1, "its first snapshot walked no board");
    let b = entries(&bf, "Grizzly Bears");
    assert_eq!(b.len(), 2, "tapped and untapped (701.26)");
    let tapped: BTreeSet<ObjectId> = some.iter().copied().collect();
    let untapped: BTreeSet<ObjectId> = bears.difference(&tapped).copied().collect();
    assert_eq!(ids(b.iter().find(|e| e.tapped).unwrap()), tapped);
    assert_eq!(ids(b.iter().find(|e| !e.tapped).unwrap()), untapped);
    assert_eq!(bf, board(t.g()), "the same board as the game it was written from");
}

/// The seed's 716.2a board (Presence of Gond on Alice's bears, Bob's
/// Intruder Alarm) and custom cards; `aura` is the aura on the bears, `bob` Bob's battlefield.
fn gond(aura: &str, cards: serde_json::Value, bob: serde_json::Value) -> T {
    T::new(json!({
        "seed": 7,
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": aura, "label": "aura", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": bob}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// Propose `n` iterations of: activate the bears' granted ability, then both pass `resolutions` times; Bob accepts.
fn shortcut(t: &mut T, n: u64, resolutions: usize) {
    let bears = t.id("bears").0;
    let mut steps = vec![json!({"do": {"action": "activate_ability", "player": 0, "source": bears, "ability": 0}})];
    for _ in 0..resolutions {
        steps.push(json!({"do": {"action": "pass_priority", "player": 0}}));
        steps.push(json!({"do": {"action": "pass_priority", "player": 1}}));
    }
    t.act(json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": n, "steps": steps}}]}));
    t.act(json!({"action": "answer_shortcut", "player": 1}));
}

#[test]
fn the_tokens_a_shortcut_built_at_once_are_one_entry_at_the_first_snapshot() {
    let n = 3000;
    let mut t = gond("Presence of Gond", json!([]), json!(["Intruder Alarm"]));
    board(t.g());
    let rebuilds = t.g().battlefield_group_rebuilds();
    // Each iteration: the ability resolves (a 1/1 green Elf Warrior enters), then the Alarm's trigger (untap all creatures).
    shortcut(&mut t, n, 2);
    let g = t.g();
    let elves = where_(g, |o| o.def.name == "Elf Warrior");
    assert_eq!(elves.len() as u64, n, "one Elf Warrior an iteration");
    let bf = board(g);
    assert_eq!(g.battlefield_group_rebuilds(), rebuilds, "the built tokens were filed at once, the board not walked");
    let e = entries(&bf, "Elf Warrior");
    // All alike: untapped (the Alarm's untap), summoning sick (302.6), Alice's, 1/1 (the token's definition, 111.4).
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(ids(e[0]), elves);
    assert_eq!((e[0].count as u64, e[0].tapped, e[0].summoning_sick, e[0].controller, e[0].power, e[0].toughness), (n, false, true, PlayerId(0), Some(1), Some(1)));
    assert!(e[0].token);

    // A later change re-files only what it touches: one of them tapped (701.26a).
    let one = *elves.iter().nth(1234).unwrap();
    t.gm().tap(one, "701.26a");
    let bf = board(t.g());
    let e = entries(&bf, "Elf Warrior");
    assert_eq!(e.len(), 2);
    assert_eq!(ids(e.iter().find(|x| x.tapped).unwrap()), BTreeSet::from([one]));
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds);
}

/// Presence of Gond, but the granted ability costs nothing (so it repeats
/// without Intruder Alarm) and makes two tokens of two kinds: a shortcut's
/// iterations then each build two battlefield objects.
fn twin_presence() -> serde_json::Value {
    json!({"name": "Twin Presence", "mana_cost": "{2}{G}", "type": "Enchantment — Aura",
        "text": "Enchant creature\nEnchanted creature has \"{0}: Put a 1/1 green Elf Warrior creature token onto the battlefield. Put a 2/2 green Wolf creature token onto the battlefield.\""})
}

#[test]
fn two_kinds_built_at_once_interleaved_are_two_entries_at_the_first_snapshot() {
    let n = 1500;
    let mut t = gond("Twin Presence", json!([twin_presence()]), json!(["Forest"]));
    board(t.g());
    let rebuilds = t.g().battlefield_group_rebuilds();
    // Each iteration: the ability resolves (an Elf Warrior and a Wolf enter, in that order).
    shortcut(&mut t, n, 1);
    let g = t.g();
    let elves = where_(g, |o| o.def.name == "Elf Warrior");
    let wolves = where_(g, |o| o.def.name == "Wolf");
    assert_eq!((elves.len() as u64, wolves.len() as u64), (n, n));
    let bf = board(g);
    let e = entries(&bf, "Elf Warrior");
    let w = entries(&bf, "Wolf");
    assert_eq!((e.len(), w.len()), (1, 1));
    assert_eq!((ids(e[0]), e[0].power, e[0].toughness), (elves, Some(1), Some(1)));
    assert_eq!((ids(w[0]), w[0].power, w[0].toughness), (wolves, Some(2), Some(2)));
    assert_eq!(t.g().battlefield_group_rebuilds(), rebuilds, "filed at once, the board not walked");
}

#[test]
fn after_an_untap_step_of_many_the_first_snapshot_shows_them_untapped() {
    // Alice: 3,000 tapped bears and 1,000 untapped; Bob: 40 tapped bears. From Bob's end step to Alice's turn.
    for (tapped, untapped) in [(3000u64, 1000u64), (300, 5000)] {
        let mut t = T::new(json!({"players": [
            {"name": "A", "battlefield": [
                {"card": "Grizzly Bears", "token": true, "count": tapped, "tapped": true},
                {"card": "Grizzly Bears", "token": true, "count": untapped},
                "Forest"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 40, "tapped": true}]}
        ], "turn": {"number": 2, "active": 1, "step": "end"}}));
        let bf = board(t.g());
        assert_eq!(entries(&bf, "Grizzly Bears").len(), 3);
        while !(t.g().turn.active == PlayerId(0) && t.g().turn.step != Step::Untap && t.g().turn.step != Step::Cleanup) {
            let p = t.g().acting_player().unwrap();
            t.gm().apply(&Action::PassPriority { player: p }).unwrap();
        }
        let g = t.g();
        let bf = board(g);
        let b = entries(&bf, "Grizzly Bears");
        // 502.2: the active player's permanents untap; Bob's stay tapped. The ones that were tapped
        // and the ones that weren't now show alike (what started the turn untapped is not shown).
        let alices = where_(g, |o| o.def.name == "Grizzly Bears" && o.controller == PlayerId(0));
        let bobs = where_(g, |o| o.def.name == "Grizzly Bears" && o.controller == PlayerId(1));
        assert_eq!(alices.len() as u64, tapped + untapped);
        assert_eq!(b.len(), 2, "{tapped} untapped: Alice's all alike, Bob's");
        let a = b.iter().find(|e| e.controller == PlayerId(0)).unwrap();
        assert_eq!((ids(a), a.tapped, a.summoning_sick), (alices, false, false));
        let bb = b.iter().find(|e| e.controller == PlayerId(1)).unwrap();
        assert_eq!((ids(bb), bb.tapped), (bobs, true));
    }
}
