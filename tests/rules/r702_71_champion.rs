//! 702.71a: champion stands for two triggered abilities: as the permanent
//! enters, its controller exiles another permanent of the kind named that
//! they control, or sacrifices the champion (608.2d: with none to exile,
//! it is sacrificed unasked); as the champion leaves, the card it exiled
//! returns under its owner's control. 607.2j: the two are linked, so each
//! champion returns only the card it exiled. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Wren's Run Packmaster {3}{G}, Elf Warrior 5/5: "Champion an Elf /
//!   {2}{G}: Create a 2/2 green Wolf creature token. / Wolves you control
//!   have deathtouch."
//! - Changeling Titan {4}{G}, Shapeshifter 7/7: "Changeling / Champion a
//!   creature"
//! - Lightning Crafter {3}{R}, Goblin Shaman 3/3: "Champion a Goblin or
//!   Shaman / {T}: Lightning Crafter deals 3 damage to target creature or
//!   player."
//! - Llanowar Elves {G}, Elf Druid 1/1; Raging Goblin {R}, Goblin Berserker
//!   1/1 with haste; Sisters of the Flame {1}{R}, Human Shaman 1/1; Grizzly
//!   Bears {1}{G}, Bear 2/2; Unsummon {U}, Instant: "Return target creature
//!   to its owner's hand."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ObjectId, PlayerId};

const CARDS: &[&str] = &["Wren's Run Packmaster", "Changeling Titan", "Lightning Crafter", "Llanowar Elves", "Raging Goblin", "Sisters of the Flame", "Grizzly Bears", "Unsummon"];

/// Alice's precombat main phase with `hand` and `battlefield`; Bob has `bob`.
fn game(hand: Value, battlefield: Value, bob: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Alice casts `label` with `mana`; both pass until a question or an empty stack.
fn cast_and_settle(t: &mut T, label: &str, mana: &str) {
    cast_with(t, 0, label, mana, json!([]));
    settle(t);
}

fn settle(t: &mut T) {
    for _ in 0..8 {
        if t.g().pending.is_some() || t.g().stack.is_empty() {
            return;
        }
        t.pass_all();
    }
}

fn yes_no(t: &mut T, yes: bool) {
    let d = t.g().pending.clone().expect("Alice is asked whether to exile");
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{:?}", d.kind);
    assert_eq!(d.player, PlayerId(0));
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
}

/// The permanents offered to exile, answered with `pick`.
fn choose(t: &mut T, pick: &str) -> Vec<ObjectId> {
    let Some(DecisionKind::ChooseObject { candidates, optional, .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("a permanent to choose: {:?}", t.g().pending) };
    assert!(!optional);
    let id = t.id(pick);
    t.act(json!({"action": "choose_object", "player": 0, "object": id.0}));
    candidates
}

#[test]
fn r702_71a_packmaster_exiles_an_elf_and_returns_it_when_it_leaves() {
    let mut t = game(json!([{"card": "Wren's Run Packmaster", "label": "pm"}, {"card": "Unsummon", "label": "un"}]), json!([{"card": "Llanowar Elves", "label": "elf"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast_and_settle(&mut t, "pm", "{G}{C}{C}{C}");
    yes_no(&mut t, true);
    let elf = t.id("elf");
    assert_eq!(choose(&mut t, "elf"), vec![elf], "only another Elf Alice controls (the Bears is no Elf)");
    resolve_stack(&mut t);
    assert_eq!((t.zone("pm").as_str(), t.zone("elf").as_str()), ("battlefield", "exile"));
    // The Packmaster leaves: the Elf comes back, a new object on the battlefield (400.7).
    cast_with(&mut t, 0, "un", "{U}", json!([{"object": "@pm"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("pm"), "hand");
    let elves: Vec<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].def.name == "Llanowar Elves").collect();
    assert_eq!(elves.len(), 1, "the Elf returned");
    assert_eq!(t.g().objects[&elves[0]].controller, PlayerId(0));
    assert_eq!(t.zone("elf"), "battlefield", "the label follows the card back");
}

#[test]
fn r702_71a_with_no_other_elf_or_declining_the_champion_is_sacrificed() {
    // No other Elf: no question (608.2d), the Packmaster is sacrificed.
    let mut t = game(json!([{"card": "Wren's Run Packmaster", "label": "pm"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Llanowar Elves", "label": "bob_elf"}]));
    cast_and_settle(&mut t, "pm", "{G}{C}{C}{C}");
    assert!(t.g().pending.is_none(), "Bob's Elf is not Alice's to exile: {:?}", t.g().pending);
    resolve_stack(&mut t);
    assert_eq!((t.zone("pm").as_str(), t.zone("bob_elf").as_str(), t.zone("bears").as_str()), ("graveyard", "battlefield", "battlefield"));
    // An Elf to exile, but Alice declines: sacrificed, the Elf stays.
    let mut t = game(json!([{"card": "Wren's Run Packmaster", "label": "pm"}]), json!([{"card": "Llanowar Elves", "label": "elf"}]), json!([]));
    cast_and_settle(&mut t, "pm", "{G}{C}{C}{C}");
    yes_no(&mut t, false);
    resolve_stack(&mut t);
    assert_eq!((t.zone("pm").as_str(), t.zone("elf").as_str()), ("graveyard", "battlefield"));
}

#[test]
fn r702_71a_the_object_named_creature_or_either_creature_type() {
    // Changeling Titan: any other creature Alice controls, never itself nor Bob's.
    let mut t = game(json!([{"card": "Changeling Titan", "label": "titan"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Raging Goblin", "label": "gob"}]), json!([{"card": "Llanowar Elves", "label": "bob_elf"}]));
    cast_and_settle(&mut t, "titan", "{G}{C}{C}{C}{C}");
    yes_no(&mut t, true);
    let mut mine = vec![t.id("bears"), t.id("gob")];
    let mut offered = choose(&mut t, "bears");
    offered.sort();
    mine.sort();
    assert_eq!(offered, mine);
    resolve_stack(&mut t);
    assert_eq!((t.zone("titan").as_str(), t.zone("bears").as_str()), ("battlefield", "exile"));
    // Lightning Crafter: a Goblin or a Shaman, each in turn; the Bears never.
    for pick in ["gob", "shaman"] {
        let mut t = game(json!([{"card": "Lightning Crafter", "label": "lc"}]), json!([{"card": "Raging Goblin", "label": "gob"}, {"card": "Sisters of the Flame", "label": "shaman"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
        cast_and_settle(&mut t, "lc", "{R}{C}{C}{C}");
        yes_no(&mut t, true);
        let bears = t.id("bears");
        let offered = choose(&mut t, pick);
        assert_eq!(offered.len(), 2, "{pick}: the Goblin and the Shaman");
        assert!(!offered.contains(&bears));
        resolve_stack(&mut t);
        assert_eq!((t.zone("lc").as_str(), t.zone(pick).as_str()), ("battlefield", "exile"), "{pick}");
    }
}

/// 607.2j: two champions each return only the card they exiled, whichever leaves first.
#[test]
fn r607_2j_each_champion_returns_only_its_own_card() {
    for first in ["titan", "pm"] {
        let mut t = game(
            json!([{"card": "Wren's Run Packmaster", "label": "pm"}, {"card": "Changeling Titan", "label": "titan"}, {"card": "Unsummon", "label": "un"}]),
            json!([{"card": "Llanowar Elves", "label": "elf"}, {"card": "Grizzly Bears", "label": "bears"}]),
            json!([]),
        );
        cast_and_settle(&mut t, "pm", "{G}{C}{C}{C}");
        yes_no(&mut t, true);
        choose(&mut t, "elf");
        resolve_stack(&mut t);
        cast_and_settle(&mut t, "titan", "{G}{C}{C}{C}{C}");
        yes_no(&mut t, true);
        choose(&mut t, "bears");
        resolve_stack(&mut t);
        let (back, stays) = if first == "pm" { ("Llanowar Elves", "Grizzly Bears") } else { ("Grizzly Bears", "Llanowar Elves") };
        cast_with(&mut t, 0, "un", "{U}", json!([{"object": format!("@{first}")}]));
        resolve_stack(&mut t);
        let on = |n: &str| t.g().battlefield.iter().any(|id| t.g().objects[id].def.name == n);
        assert!(on(back), "{first} left: its card returned");
        assert!(!on(stays), "{first} left: the other champion's card stays exiled");
    }
}

/// The ruling on champion (Lorwyn): when the champion leaves before its
/// first ability resolves, the second resolves first and returns nothing;
/// a card exiled afterwards by the first stays exiled.
#[test]
fn r702_71a_a_champion_gone_before_its_exile_leaves_the_card_exiled() {
    let mut t = game(json!([{"card": "Wren's Run Packmaster", "label": "pm"}, {"card": "Unsummon", "label": "un"}]), json!([{"card": "Llanowar Elves", "label": "elf"}]), json!([]));
    cast_with(&mut t, 0, "pm", "{G}{C}{C}{C}", json!([]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert_eq!(t.g().stack.len(), 1, "the enters trigger waits on the stack");
    cast_with(&mut t, 0, "un", "{U}", json!([{"object": "@pm"}]));
    settle(&mut t);
    assert_eq!(t.zone("pm"), "hand");
    yes_no(&mut t, true);
    choose(&mut t, "elf");
    resolve_stack(&mut t);
    assert_eq!(t.zone("elf"), "exile", "nothing will return it");
    assert!(!t.g().battlefield.iter().any(|id| t.g().objects[id].def.name == "Llanowar Elves"));
}
