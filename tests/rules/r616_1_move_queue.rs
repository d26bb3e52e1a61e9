//! 614.1a and 616.1 for objects an instruction puts into graveyards at once
//! (sacrificed, discarded, milled): each object's move is settled in turn,
//! a question about one stops the work at that object, the answer takes it
//! on, and the objects then move together, each as its chosen effect says
//! (rules::move_queue). A game saved while the question waits is read back
//! with the work where it stood.
//!
//! Cards (as printed):
//! - Barter in Blood {2}{B}{B}: "Each player sacrifices two creatures."
//! - Mind Rot {2}{B}: "Target player discards two cards."
//! - Tome Scour {U}: "Target player puts the top five cards of his or her
//!   library into his or her graveyard."
//! - Samurai of the Pale Curtain {W}{W} 2/2: "Bushido 1 / If a permanent
//!   would be put into a graveyard, exile it instead."
//! - Nissa's Chosen {G}{G} 2/3: "If Nissa's Chosen would die, put it on the
//!   bottom of its owner's library instead."
//! - Gravebane Zombie {3}{B} 3/2: "If Gravebane Zombie would die, put
//!   Gravebane Zombie on top of its owner's library instead."
//! - Dryad Militant {G/W} 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead."
//! - Lightning Bolt, Shock (instants), Grizzly Bears.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::Game;
use stackwise::rules::types::PlayerId;

fn compiled(names: &[&str]) -> Vec<Value> {
    names.iter().map(|n| card_table::compiled(n)).collect()
}

fn saved_and_read_back(t: &mut T) {
    let text = serde_json::to_string(t.g()).unwrap();
    assert!(text.contains("\"moves\""), "the resolving instruction keeps its moves where they stand");
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());
    *t.gm() = back;
}

/// Barter in Blood: Alice sacrifices Samurai of the Pale Curtain and Grizzly
/// Bears (exiled by the Samurai's effect, no question: one effect each); Bob
/// sacrifices Nissa's Chosen and Gravebane Zombie, each of which meets the
/// Samurai's effect and its own: Bob chooses for each, in turn.
#[test]
fn r616_1_sacrificed_creatures_ask_in_turn_and_move_together() {
    for order in [["nissa", "zombie"], ["zombie", "nissa"]] {
        for (own_first, own_second) in [(true, true), (true, false), (false, true), (false, false)] {
            let creature = |l: &str| if l == "nissa" { json!({"card": "Nissa's Chosen", "label": "nissa"}) } else { json!({"card": "Gravebane Zombie", "label": "zombie"}) };
            let mut t = T::new(json!({
                "cards": compiled(&["Barter in Blood", "Samurai of the Pale Curtain", "Nissa's Chosen", "Gravebane Zombie"]),
                "players": [
                    {"name": "Alice", "hand": [{"card": "Barter in Blood", "label": "barter"}], "mana_pool": "{2}{B}{B}",
                     "battlefield": [{"card": "Samurai of the Pale Curtain", "label": "samurai"}, {"card": "Grizzly Bears", "label": "bears"}]},
                    {"name": "Bob", "battlefield": [creature(order[0]), creature(order[1])], "library": ["Island", "Island"]}
                ],
                "turn": {"number": 3, "active": 0, "step": "precombat_main"}
            }));
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@barter", "auto_pay": true}));
            t.pass_all();
            let (rule, who, descriptions) = replacement_question(&t);
            assert_eq!((rule.as_str(), who, descriptions.len()), ("616.1", 1, 2), "{descriptions:?}");
            let first = if descriptions.iter().any(|d| d.contains("Nissa's Chosen (Bob)")) { "nissa" } else { "zombie" };
            let second = if first == "nissa" { "zombie" } else { "nissa" };
            let own = |l: &str| if l == "nissa" { "Nissa's Chosen (Bob)" } else { "Gravebane Zombie (Bob)" };
            answer_replacement(&mut t, if own_first { own(first) } else { "Samurai" });
            let (_, _, d2) = replacement_question(&t);
            assert!(d2.iter().any(|d| d.contains(own(second))), "{order:?}: the second creature asks next: {d2:?}");
            for l in ["samurai", "bears", "nissa", "zombie"] {
                assert_eq!(t.zone(l), "battlefield", "{l}: nothing moves before the last answer");
            }
            saved_and_read_back(&mut t);
            answer_replacement(&mut t, if own_second { own(second) } else { "Samurai" });
            assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
            assert_eq!((t.zone("samurai"), t.zone("bears")), ("exile".to_string(), "exile".to_string()));
            for (l, own) in [(first, own_first), (second, own_second)] {
                assert_eq!(t.zone(l), if own { "library" } else { "exile" }, "{order:?} {l}");
            }
            let lib = &t.g().player(PlayerId(1)).library;
            if own_first && own_second {
                // Nissa's Chosen at the bottom, Gravebane Zombie on top.
                assert_eq!((t.g().name_of(lib[0]), t.g().name_of(*lib.last().unwrap())), ("Nissa's Chosen".to_string(), "Gravebane Zombie".to_string()));
            }
        }
    }
}

/// Dryad Militant on each side: two different effects (their controllers
/// differ) apply to each instant card put into Bob's graveyard, so Bob
/// chooses for each one, in turn; the lands go to the graveyard with no
/// question; everything moves at once after the last answer. Then the
/// sorcery itself, finishing its resolution, asks Alice (608.2k).
#[test]
fn r616_1_discarded_and_milled_cards_ask_in_turn() {
    for spell in ["Mind Rot", "Tome Scour"] {
        let mut t = T::new(json!({
            "cards": compiled(&["Mind Rot", "Tome Scour", "Dryad Militant"]),
            "players": [
                {"name": "Alice", "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{2}{B}{U}", "battlefield": ["Dryad Militant"]},
                {"name": "Bob", "battlefield": ["Dryad Militant"],
                 "hand": [{"card": "Lightning Bolt", "label": "h1"}, {"card": "Shock", "label": "h2"}],
                 "library": ["Island", "Island", {"card": "Lightning Bolt", "label": "l1"}, "Island", {"card": "Shock", "label": "l2"}]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        let labels = if spell == "Mind Rot" { ["h1", "h2"] } else { ["l1", "l2"] };
        let home = if spell == "Mind Rot" { "hand" } else { "library" };
        for i in 0..2 {
            let (rule, who, descriptions) = replacement_question(&t);
            assert_eq!((rule.as_str(), who, descriptions.len()), ("616.1", 1, 2), "{spell} {i}");
            for l in labels {
                assert_eq!(t.zone(l), home, "{spell}: nothing moves before the last answer");
            }
            if i == 1 {
                saved_and_read_back(&mut t);
            }
            answer_replacement(&mut t, if i == 0 { "(Alice)" } else { "(Bob)" });
        }
        // 608.2k: then the sorcery's own move to the graveyard asks Alice.
        let (_, who, _) = replacement_question(&t);
        assert_eq!(who, 0, "{spell}: its controller chooses for the spell");
        answer_replacement(&mut t, "(Alice)");
        assert!(t.g().pending.is_none(), "{spell}: {:?}", t.g().pending);
        assert_eq!(t.zone("spell"), "exile");
        for l in labels {
            assert_eq!(t.zone(l), "exile", "{spell}: {l}");
        }
        let bob = t.g().player(PlayerId(1));
        let expected = if spell == "Mind Rot" { (0, 0, 5) } else { (3, 2, 0) };
        assert_eq!((bob.graveyard.len(), bob.hand.len(), bob.library.len()), (expected.0, expected.1, expected.2), "{spell}");
    }
}

/// The cleanup discard (514.1): Alice, with nine cards, discards Lightning
/// Bolt and Shock down to seven. Each instant meets both Dryad Militants'
/// effects: Alice chooses for each, in turn, the step waiting with the
/// discard chosen; both are exiled together after the last answer.
#[test]
fn r514_1_the_cleanup_discard_asks_for_each_card_in_turn() {
    for first in ["(Alice)", "(Bob)"] {
        let mut hand = vec![json!({"card": "Lightning Bolt", "label": "bolt"}), json!({"card": "Shock", "label": "shock"})];
        hand.extend(std::iter::repeat_n(json!("Island"), 7));
        let mut t = T::new(json!({
            "cards": compiled(&["Dryad Militant"]),
            "players": [
                {"name": "Alice", "hand": hand, "battlefield": ["Dryad Militant"]},
                {"name": "Bob", "battlefield": ["Dryad Militant"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "end"}
        }));
        t.pass_all();
        let d = t.g().pending.clone().expect("the discard is asked");
        assert_eq!(d.rule, "514.1");
        let (bolt, shock) = (t.id("bolt"), t.id("shock"));
        t.act(json!({"action": "choose_cards", "player": 0, "cards": [bolt.0, shock.0]}));
        for i in 0..2 {
            let (rule, who, descriptions) = replacement_question(&t);
            assert_eq!((rule.as_str(), who, descriptions.len()), ("616.1", 0, 2), "{i}");
            assert_eq!((t.zone("bolt"), t.zone("shock")), ("hand".to_string(), "hand".to_string()), "nothing is discarded before the last answer");
            assert!(t.g().cleanup_discard.is_some(), "the step keeps the discard chosen");
            let back: Game = serde_json::from_str(&serde_json::to_string(t.g()).unwrap()).unwrap();
            assert!(back == *t.g());
            *t.gm() = back;
            answer_replacement(&mut t, if i == 0 { first } else { "Dryad Militant" });
        }
        assert_eq!((t.zone("bolt"), t.zone("shock")), ("exile".to_string(), "exile".to_string()));
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 7);
        assert!(t.g().cleanup_discard.is_none());
    }
}

/// 608.2k: Lightning Bolt and Shock, as they finish resolving, go to their
/// owner's graveyard; with a Dryad Militant on each side two different
/// effects apply to that move, so Alice chooses, the damage already dealt
/// and the spell still on the stack while she does.
#[test]
fn r608_2k_a_resolved_instant_s_move_asks_with_the_damage_dealt() {
    for spell in ["Lightning Bolt", "Shock"] {
        let mut t = T::new(json!({
            "cards": compiled(&["Dryad Militant"]),
            "players": [
                {"name": "Alice", "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{R}", "battlefield": ["Dryad Militant"]},
                {"name": "Bob", "battlefield": ["Dryad Militant"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        let (rule, who, descriptions) = replacement_question(&t);
        assert_eq!((rule.as_str(), who, descriptions.len()), ("616.1", 0, 2), "{spell}");
        let dealt = if spell == "Shock" { 2 } else { 3 };
        assert_eq!(t.life(1), 20 - dealt, "{spell}: its instructions are followed before it leaves the stack");
        assert_eq!(t.zone("spell"), "stack");
        let back: Game = serde_json::from_str(&serde_json::to_string(t.g()).unwrap()).unwrap();
        assert!(back == *t.g());
        *t.gm() = back;
        let ev = answer_replacement(&mut t, "(Bob)");
        assert!(cites(&ev, "608.2k"), "{:?}", rules(&ev));
        assert_eq!(t.zone("spell"), "exile", "{spell}");
        assert!(t.g().pending.is_none() && t.g().resolving.is_none());
    }
}

/// 701.5a: Counterspell counters Lightning Bolt; with a Dryad Militant on
/// each side, the Bolt's move to its owner's graveyard asks Alice (its
/// controller) while Counterspell resolves, then Counterspell's own move
/// asks Bob (608.2k). Both are exiled.
#[test]
fn r701_5a_a_countered_spell_s_move_asks_its_controller() {
    let mut t = T::new(json!({
        "cards": compiled(&["Dryad Militant", "Counterspell"]),
        "players": [
            {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}", "battlefield": ["Dryad Militant"]},
            {"name": "Bob", "hand": [{"card": "Counterspell", "label": "cs"}], "mana_pool": "{U}{U}", "battlefield": ["Dryad Militant"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let bolt = t.id("bolt");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@cs", "targets": [{"object": bolt.0}], "auto_pay": true}));
    t.pass_all();
    let (_, who, descriptions) = replacement_question(&t);
    assert_eq!((who, descriptions.len()), (0, 2), "Alice chooses for her countered Bolt");
    assert_eq!((t.zone("bolt"), t.zone("cs")), ("stack".to_string(), "stack".to_string()));
    let ev = answer_replacement(&mut t, "(Bob)");
    assert!(cites(&ev, "701.5a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bolt"), "exile");
    assert_eq!(replacement_question(&t).1, 1, "then Bob chooses for Counterspell (608.2k)");
    answer_replacement(&mut t, "(Alice)");
    assert_eq!(t.zone("cs"), "exile");
    assert_eq!(t.life(1), 20, "the Bolt dealt no damage");
}

/// 701.8b: Hymn to Tourach discards two cards at random from Bob's hand of
/// Lightning Bolt and Shock (so both); with a Dryad Militant on each side
/// each card's move asks Bob, in turn, with the cards chosen at random once,
/// and a save while the second question waits keeps them.
#[test]
fn r701_8b_cards_discarded_at_random_ask_in_turn() {
    let mut t = T::new(json!({
        "cards": compiled(&["Dryad Militant", "Hymn to Tourach"]),
        "players": [
            {"name": "Alice", "hand": [{"card": "Hymn to Tourach", "label": "spell"}], "mana_pool": "{B}{B}", "battlefield": ["Dryad Militant"]},
            {"name": "Bob", "battlefield": ["Dryad Militant"], "hand": [{"card": "Lightning Bolt", "label": "h1"}, {"card": "Shock", "label": "h2"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(replacement_question(&t).1, 1, "Bob chooses for his first card");
    answer_replacement(&mut t, "(Alice)");
    assert_eq!(replacement_question(&t).1, 1, "then for the second");
    assert_eq!((t.zone("h1"), t.zone("h2")), ("hand".to_string(), "hand".to_string()), "nothing moves before the last answer");
    saved_and_read_back(&mut t);
    answer_replacement(&mut t, "(Bob)");
    assert_eq!((t.zone("h1"), t.zone("h2")), ("exile".to_string(), "exile".to_string()));
    // 608.2k: then Hymn to Tourach's own move asks Alice.
    answer_replacement(&mut t, "(Alice)");
    assert!(t.g().pending.is_none());
    assert_eq!(t.zone("spell"), "exile");
}
