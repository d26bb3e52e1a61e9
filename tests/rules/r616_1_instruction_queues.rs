//! 616.1: instructions that sacrifice their own source, set a life total,
//! put the rest of the cards looked at or a card found in a search into a
//! graveyard, or let any player take damage or sacrifice, stop where a
//! replacement question comes, and the answer resumes them.
//!
//! Cards (as printed):
//! - Ball Lightning {R}{R}{R} 6/1, Spark Elemental {R} 3/1: "Trample, haste /
//!   At the beginning of the end step, sacrifice [it]."
//! - Samurai of the Pale Curtain {W}{W} 2/2: "Bushido 1 / If a permanent
//!   would be put into a graveyard, exile it instead."
//! - Blessed Wind {7}{W}{W}: "Target player's life total becomes 20."
//!   Magister Sphinx {4}{W}{U}{B} 5/5: "Flying / When Magister Sphinx enters
//!   the battlefield, target player's life total becomes 10."
//! - Boon Reflection, Rhox Faithmender: "If you would gain life, you gain
//!   twice that much life instead." Sulfuric Vortex: "... If a player would
//!   gain life, that player gains no life instead."
//! - Mulch {1}{G}: "Reveal the top four cards of your library. Put all land
//!   cards revealed this way into your hand and the rest into your
//!   graveyard." Forbidden Alchemy {2}{U}: "Look at the top four cards of
//!   your library. Put one of them into your hand and the rest into your
//!   graveyard."
//! - Entomb {B}: "Search your library for a card and put that card into
//!   your graveyard. Then shuffle your library." Buried Alive {2}{B}:
//!   "... up to three creature cards ..."
//! - Dryad Militant {G/W} 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead." Darksteel Colossus:
//!   "... If Darksteel Colossus would be put into a graveyard from anywhere,
//!   reveal Darksteel Colossus and shuffle it into its owner's library instead."
//! - Worms of the Earth {2}{B}{B}{B}: "... At the beginning of each upkeep,
//!   any player may sacrifice two lands or have Worms of the Earth deal 5
//!   damage to him or her. If a player does, destroy Worms of the Earth."
//!   Browbeat {2}{R}: "Any player may have Browbeat deal 5 damage to him or
//!   her. If no one does, target player draws three cards."
//! - Mana Leak {1}{U}: "Counter target spell unless its controller pays
//!   {3}." Force Spike {U}: "... unless its controller pays {1}."
//! - Furnace of Rath: "If a source would deal damage to a creature or player,
//!   it deals double that damage to that creature or player instead." Urza's
//!   Armor: "If a source would deal damage to you, prevent 1 of that damage."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &[
    "Ball Lightning", "Spark Elemental", "Samurai of the Pale Curtain", "Blessed Wind", "Magister Sphinx", "Boon Reflection", "Rhox Faithmender", "Sulfuric Vortex", "Mulch",
    "Forbidden Alchemy", "Entomb", "Buried Alive", "Dryad Militant", "Darksteel Colossus", "Worms of the Earth", "Browbeat", "Furnace of Rath", "Urza's Armor",
    "Mana Leak", "Force Spike", "Lich's Mirror",
];

fn game(alice: Value, bob: Value, turn: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut a = alice;
    let mut b = bob;
    a["name"] = json!("Alice");
    b["name"] = json!("Bob");
    for p in [&mut a, &mut b] {
        if p.get("library").is_none() {
            p["library"] = json!(vec!["Island"; 20]);
        }
    }
    T::new(json!({"cards": cards, "players": [a, b], "turn": turn}))
}

/// What the driver saw: the replacement questions (who, descriptions).
#[derive(Default)]
struct Seen {
    questions: Vec<(u8, Vec<String>)>,
    events: Vec<stackwise::rules::events::Event>,
}

/// Pass and answer until `done`: each replacement question with the option
/// naming `pick`; any other question with `other`.
fn drive(t: &mut T, done: &dyn Fn(&T) -> bool, pick: &str, other: &mut dyn FnMut(&mut T) -> bool) -> Seen {
    let mut seen = Seen::default();
    for _ in 0..200 {
        if done(t) {
            break;
        }
        let Some(d) = t.g().pending.clone() else {
            seen.events.extend(t.pass_all());
            continue;
        };
        if let DecisionKind::ChooseReplacement { descriptions, .. } = &d.kind {
            seen.questions.push((d.player.0, descriptions.clone()));
            seen.events.extend(answer_replacement(t, pick));
            continue;
        }
        assert!(other(t), "unexpected decision {:?}", d.kind);
    }
    seen
}

fn no_other(_: &mut T) -> bool {
    false
}

/// The sources named by the replacement events among `ev`.
fn replaced_by(t: &T, ev: &[stackwise::rules::events::Event]) -> Vec<String> {
    ev.iter().filter_map(|e| if let EventKind::Replaced { by, .. } = e.kind { Some(t.g().name_of(by)) } else { None }).collect()
}

#[test]
fn r616_1_a_permanent_sacrificing_itself_asks_its_controller_in_turn() {
    for card in ["Ball Lightning", "Spark Elemental"] {
        for pick in ["(Alice)", "(Bob)"] {
            let mut t = game(
                json!({"battlefield": [{"card": card, "label": "it"}, {"card": "Samurai of the Pale Curtain", "label": "mine"}]}),
                json!({"battlefield": [{"card": "Samurai of the Pale Curtain", "label": "theirs"}]}),
                json!({"number": 3, "active": 0, "step": "postcombat_main"}),
            );
            let seen = drive(&mut t, &|t| t.zone("it") != "battlefield", pick, &mut no_other);
            assert_eq!(seen.questions.len(), 1, "{card}: one question, for its move");
            assert_eq!(seen.questions[0].0, 0, "{card}: asked of its controller (616.1)");
            assert_eq!(t.zone("it"), "exile", "{card}");
            let label = if pick == "(Alice)" { "mine" } else { "theirs" };
            let chosen = t.id(label);
            assert!(seen.events.iter().any(|e| matches!(e.kind, EventKind::Replaced { by, .. } if by == chosen)), "{card}: the Samurai chosen ({pick}) replaced the move");
        }
    }
}

/// A life total set higher is a gain of the difference (118.5), replaced like any gain (614.1a).
#[test]
fn r118_5_a_life_total_set_higher_is_a_gain_that_asks_in_turn() {
    for (spell, value) in [("Blessed Wind", 20), ("Magister Sphinx", 10)] {
        // Two "twice" effects of Alice's are alike: no question; the gain is four times the difference.
        let mut t = game(
            json!({"life": 5, "battlefield": ["Boon Reflection", "Rhox Faithmender"], "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{7}{W}{W}{U}{B}"}),
            json!({}),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        cast_at_alice(&mut t, spell);
        let mut target = |t: &mut T| {
            let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { return false };
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 0}]}));
            true
        };
        let seen = drive(&mut t, &|t| t.g().stack.is_empty() && t.g().pending.is_none() && t.life(0) != 5, "(Alice)", &mut target);
        assert!(seen.questions.is_empty(), "{spell}: alike effects ask nothing");
        assert_eq!(t.life(0), 5 + 4 * (value - 5), "{spell}");

        // Boon Reflection and Bob's Sulfuric Vortex differ: Alice chooses; either way she gains nothing.
        for pick in ["Boon Reflection", "Sulfuric Vortex"] {
            let mut t = game(
                json!({"life": 5, "battlefield": ["Boon Reflection"], "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{7}{W}{W}{U}{B}"}),
                json!({"battlefield": ["Sulfuric Vortex"]}),
                json!({"number": 3, "active": 0, "step": "precombat_main"}),
            );
            cast_at_alice(&mut t, spell);
            let seen = drive(&mut t, &|t| t.g().stack.is_empty() && t.g().pending.is_none() && t.zone("spell") != "hand" && t.zone("spell") != "stack", pick, &mut target);
            assert_eq!(seen.questions.len(), 1, "{spell}, {pick} first: one question");
            assert_eq!(seen.questions[0].0, 0, "asked of the gaining player");
            assert_eq!(t.life(0), 5, "{spell}, {pick} first: Sulfuric Vortex leaves no gain");
            assert!(replaced_by(&t, &seen.events).contains(&pick.to_string()), "{spell}: {pick} applied first");
        }
    }
}

/// Blessed Wind targets as it is cast; Magister Sphinx's trigger targets as it goes on the stack.
fn cast_at_alice(t: &mut T, spell: &str) {
    let targets = if spell == "Blessed Wind" { json!([{"player": 0}]) } else { json!([]) };
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": targets, "auto_pay": true}));
}

#[test]
fn r616_1_the_rest_of_the_cards_looked_at_ask_in_turn() {
    // Alice's library, top first: a Forest, two Lightning Bolts and a Shock, then Islands.
    let library = json!(["Forest", "Lightning Bolt", "Shock", "Lightning Bolt", "Island", "Island", "Island"]);
    for spell in ["Mulch", "Forbidden Alchemy"] {
        let mut t = game(
            json!({"battlefield": ["Dryad Militant"], "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{2}{U}{G}", "library": library}),
            json!({"battlefield": ["Dryad Militant"]}),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
        // Forbidden Alchemy: Alice keeps the Forest (the top card).
        let mut keep = |t: &mut T| {
            let Some(d) = t.g().pending.clone() else { return false };
            let DecisionKind::ChooseCards { from, .. } = d.kind else { return false };
            let forest = from.iter().find(|c| t.g().name_of(**c) == "Forest").copied().unwrap_or(from[0]);
            t.act(json!({"action": "choose_cards", "player": 0, "cards": [forest.0]}));
            true
        };
        let seen = drive(&mut t, &|t| t.g().stack.is_empty() && t.g().pending.is_none() && t.zone("spell") != "hand", "(Bob)", &mut keep);
        // The three instants are each asked about in turn; then the spell itself (608.2k).
        assert_eq!(seen.questions.len(), 4, "{spell}: {:?}", seen.questions);
        assert!(seen.questions.iter().all(|(p, _)| *p == 0), "{spell}: the owner is asked");
        let g = t.g();
        let exiled = g.exile.iter().filter(|c| matches!(g.name_of(**c).as_str(), "Lightning Bolt" | "Shock")).count();
        assert_eq!(exiled, 3, "{spell}: the instants are exiled");
        assert_eq!(g.players[0].hand.iter().filter(|c| g.name_of(**c) == "Forest").count(), 1, "{spell}: the Forest is in hand");
    }
}

#[test]
fn r701_17_a_card_found_and_put_into_a_graveyard_asks_first() {
    // Entomb finds a Lightning Bolt: both Dryad Militants apply.
    for pick in ["(Alice)", "(Bob)"] {
        let mut t = game(
            json!({"battlefield": ["Dryad Militant"], "hand": [{"card": "Entomb", "label": "spell"}], "mana_pool": "{B}", "library": ["Island", {"card": "Lightning Bolt", "label": "bolt"}, "Island"]}),
            json!({"battlefield": ["Dryad Militant"]}),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
        let bolt = t.id("bolt");
        let mut find = |t: &mut T| {
            let Some(DecisionKind::ChooseCards { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { return false };
            t.act(json!({"action": "choose_cards", "player": 0, "cards": [bolt.0]}));
            true
        };
        let seen = drive(&mut t, &|t| t.zone("bolt") != "library", pick, &mut find);
        assert_eq!(seen.questions.len(), 1, "one question, for the Bolt's move");
        assert_eq!(t.zone("bolt"), "exile");
    }
    // Buried Alive finds Darksteel Colossus: its own effect is the only one; no question.
    let mut t = game(
        json!({"battlefield": ["Dryad Militant"], "hand": [{"card": "Buried Alive", "label": "spell"}], "mana_pool": "{2}{B}", "library": ["Island", {"card": "Darksteel Colossus", "label": "colossus"}, "Grizzly Bears"]}),
        json!({"battlefield": ["Dryad Militant"]}),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    let mut find = |t: &mut T| {
        let Some(DecisionKind::ChooseCards { from, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { return false };
        let cards: Vec<u64> = from.iter().map(|c| c.0).collect();
        t.act(json!({"action": "choose_cards", "player": 0, "cards": cards}));
        true
    };
    drive(&mut t, &|t| t.zone("spell") == "graveyard" || t.zone("spell") == "exile", "(Alice)", &mut find);
    assert_eq!(t.zone("colossus"), "library", "Darksteel Colossus is shuffled back instead");
    assert_eq!(t.g().players[0].graveyard.iter().filter(|c| t.g().name_of(**c) == "Grizzly Bears").count(), 1, "the Bears are in the graveyard");
}

/// Bob takes the damage of "any player may have [it] deal 5 damage to him
/// or her" with Furnace of Rath and his Urza's Armor about: he chooses the
/// order (616.1): doubled first, 10 less 1 is 9; prevented first, 4 doubled is 8.
#[test]
fn r616_1_damage_a_player_chooses_to_take_asks_in_turn() {
    for (pick, dealt) in [("Furnace of Rath", 9), ("Urza's Armor", 8)] {
        // Worms of the Earth: Alice's upkeep; Alice declines, Bob takes the damage.
        let mut t = game(
            json!({"battlefield": [{"card": "Worms of the Earth", "label": "worms"}, "Furnace of Rath"]}),
            json!({"battlefield": ["Urza's Armor"]}),
            json!({"number": 2, "active": 1, "step": "end"}),
        );
        let seen = drive(&mut t, &|t| t.zone("worms") != "battlefield", pick, &mut bob_takes_damage);
        assert_eq!(seen.questions.len(), 1, "Worms of the Earth, {pick}: {:?}", seen.questions);
        assert_eq!(seen.questions[0].0, 1, "asked of Bob, who is dealt the damage");
        assert_eq!(t.life(1), 20 - dealt, "Worms of the Earth, {pick} first");
        assert_eq!(t.zone("worms"), "graveyard", "a player did: Worms of the Earth is destroyed");

        // Browbeat: Alice casts it; Bob takes the damage, so nobody draws.
        let mut t = game(
            json!({"battlefield": ["Furnace of Rath"], "hand": [{"card": "Browbeat", "label": "spell"}], "mana_pool": "{2}{R}"}),
            json!({"battlefield": ["Urza's Armor"]}),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 0}], "auto_pay": true}));
        let seen = drive(&mut t, &|t| t.zone("spell") == "graveyard", pick, &mut bob_takes_damage);
        assert_eq!(seen.questions.len(), 1, "Browbeat, {pick}");
        assert_eq!(t.life(1), 20 - dealt, "Browbeat, {pick} first");
        assert_eq!(t.g().players[0].hand.len(), 0, "someone took the damage: nobody draws");
    }
}

/// Alice declines every option; Bob declines the sacrifice and takes the damage.
fn bob_takes_damage(t: &mut T) -> bool {
    let Some(d) = t.g().pending.clone() else { return false };
    match d.kind {
        DecisionKind::ChooseYesNo { .. } => {
            t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": d.player.0 == 1}));
        }
        DecisionKind::ChooseCards { .. } => {
            t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": []}));
        }
        _ => return false,
    }
    true
}

/// Alice sacrifices two lands to Worms of the Earth with a Samurai of the
/// Pale Curtain on each side: each land's move asks her in turn, and so does
/// the Worms' own destruction.
#[test]
fn r616_1_permanents_a_player_chooses_to_sacrifice_ask_in_turn() {
    let mut t = game(
        json!({"battlefield": [{"card": "Worms of the Earth", "label": "worms"}, {"card": "Swamp", "label": "s1"}, {"card": "Swamp", "label": "s2"}, "Samurai of the Pale Curtain"]}),
        json!({"battlefield": ["Samurai of the Pale Curtain"]}),
        json!({"number": 2, "active": 1, "step": "end"}),
    );
    let (s1, s2) = (t.id("s1"), t.id("s2"));
    let mut sacrifice = |t: &mut T| {
        let Some(d) = t.g().pending.clone() else { return false };
        let DecisionKind::ChooseCards { .. } = d.kind else { return false };
        let cards: Vec<u64> = if d.player.0 == 0 { vec![s1.0, s2.0] } else { vec![] };
        t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
        true
    };
    let seen = drive(&mut t, &|t| t.zone("worms") != "battlefield", "(Bob)", &mut sacrifice);
    assert_eq!(seen.questions.len(), 3, "two lands, then the Worms: {:?}", seen.questions);
    assert!(seen.questions.iter().all(|(p, _)| *p == 0), "Alice controls all three");
    for l in ["s1", "s2", "worms"] {
        assert_eq!(t.zone(l), "exile", "{l}");
    }
}

/// "Counter target spell unless its controller pays": Alice can't pay, so
/// her Lightning Bolt is countered, and its move asks her between the two
/// Dryad Militants where it comes; the counterspell's own move asks Bob.
#[test]
fn r701_5a_a_spell_not_paid_for_asks_about_its_move_in_turn() {
    for counter in ["Mana Leak", "Force Spike"] {
        let mut t = game(
            json!({"battlefield": ["Dryad Militant"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}"}),
            json!({"battlefield": ["Dryad Militant"], "hand": [{"card": counter, "label": "counter"}], "mana_pool": "{1}{U}"}),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@counter", "targets": [{"object": "@bolt"}], "auto_pay": true}));
        let seen = drive(&mut t, &|t| t.g().stack.is_empty() && t.g().pending.is_none(), "(Bob)", &mut no_other);
        let askers: Vec<u8> = seen.questions.iter().map(|(p, _)| *p).collect();
        assert_eq!(askers, vec![0, 1], "{counter}: Alice for her Bolt, then Bob for his counterspell");
        assert_eq!(t.zone("bolt"), "exile", "{counter}");
        assert_eq!(t.zone("counter"), "exile", "{counter}");
        assert_eq!(t.life(1), 20, "{counter}: the Bolt was countered");
    }
}

/// 704.3 with Lich's Mirror about ("If you would lose the game, instead
/// shuffle your hand, your graveyard, and all permanents you own into your
/// library, then draw seven cards and your life total becomes 20."): a check
/// in which nobody loses stops where its question comes, like any other.
#[test]
fn r704_3_a_check_with_a_loss_replacement_about_and_no_loss_makes_no_copy() {
    for pick in ["(Alice)", "(Bob)"] {
        let mut t = game(
            json!({"battlefield": [{"card": "Samurai of the Pale Curtain", "label": "mine"}, "Lich's Mirror"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}"}),
            json!({"battlefield": [{"card": "Samurai of the Pale Curtain", "label": "theirs"}, {"card": "Grizzly Bears", "label": "bears"}]}),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}]}));
        let seen = drive(&mut t, &|t| t.zone("bears") != "battlefield", pick, &mut no_other);
        assert_eq!(seen.questions.len(), 1, "Bob chooses for his Bears: {:?}", seen.questions);
        assert_eq!(seen.questions[0].0, 1);
        assert_eq!(t.zone("bears"), "exile");
    }
}
