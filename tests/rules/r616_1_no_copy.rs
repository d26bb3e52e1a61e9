//! 616.1: work stops where a replacement question comes, and nothing in the
//! rules layer plays it on a copy of the game to find one: costs' moves,
//! instructions' draws, sacrifices and gains, a whole turn's. Payments whose
//! mana abilities deal damage: tests/rules/r616_1_payment_harm.rs; a loss replaced
//! by instructions: tests/rules/r614_1a_replacement_work.rs.
//!
//! Cards (as printed):
//! - Samurai of the Pale Curtain {W}{W} 2/2: "Bushido 1 / If a permanent
//!   would be put into a graveyard, exile it instead."
//! - Dryad Militant {G/W} 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead."
//! - Mogg Fanatic {R} 1/1: "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1
//!   damage to target creature or player."
//! - Lightning Bolt {R}, Giant Growth {G}: "Target creature gets +3/+3 until
//!   end of turn.", Barter in Blood {2}{B}{B}, Divination {2}{U}.
//! - Thought Reflection {4}{U}{U}{U}: "If you would draw a card, draw two
//!   cards instead." Deeper Reflection (test card): "... draw three cards instead."
//! - Boon Reflection {4}{W}: "If you would gain life, you gain twice that
//!   much life instead." Sulfuric Vortex {1}{R}{R}: "... If a player would
//!   gain life, that player gains no life instead." Reviving Dose {2}{W}:
//!   "You gain 3 life. / Draw a card."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn cards() -> Vec<Value> {
    let mut c: Vec<Value> = [
        "Samurai of the Pale Curtain", "Dryad Militant", "Mogg Fanatic", "Giant Growth", "Barter in Blood", "Divination",
        "Thought Reflection", "Boon Reflection", "Sulfuric Vortex", "Reviving Dose", "Rhox Faithmender",
    ]
    .iter()
    .map(|n| card_table::compiled(n))
    .collect();
    c.push(json!({"name": "Deeper Reflection", "mana_cost": "{5}{U}{U}", "type": "Enchantment", "text": "If you would draw a card, draw three cards instead."}));
    c
}

/// Alice holds `spell` with `alice` on her battlefield (plus Mogg Fanatic
/// and Grizzly Bears), Bob has `bob`; Alice's main phase, mana in her pool.
fn game(spell: &str, alice: &[&str], bob: &[&str]) -> T {
    let mut a: Vec<Value> = alice.iter().map(|n| json!(n)).collect();
    a.extend([json!({"card": "Mogg Fanatic", "label": "mogg"}), json!({"card": "Grizzly Bears", "label": "bears"})]);
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "battlefield": a, "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{2}{W}{U}{B}{B}{R}{G}", "library": vec!["Island"; 20]},
            {"name": "Bob", "battlefield": bob, "library": vec!["Island"; 20]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// A sacrifice cost with a graveyard effect about is settled before the
/// action changes anything (rules::cost_moves): no copy.
#[test]
fn r616_1_a_sacrifice_cost_with_a_graveyard_effect_about_makes_no_copy() {
    let mut t = game("Giant Growth", &["Samurai of the Pale Curtain"], &[]);
    {
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@mogg", "ability": 0, "targets": [{"player": 1}]}));
    }
    assert_eq!(t.zone("mogg"), "exile", "the Samurai's effect applied to the sacrifice");
}

#[test]
fn r616_1_spells_whose_costs_move_nothing_to_a_graveyard_make_no_copy() {
    for (spell, target) in [("Lightning Bolt", json!([{"player": 1}])), ("Giant Growth", json!([{"object": "@bears"}]))] {
        let mut t = game(spell, &["Samurai of the Pale Curtain", "Dryad Militant"], &["Dryad Militant"]);
        {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": target, "auto_pay": true}));
            t.pass_all();
        }
        // 616.1: Alice's and Bob's Dryad Militants both apply to the instant card.
        if t.g().pending.is_some() {
            answer_replacement(&mut t, "(Alice)");
        }
        assert_eq!(t.zone("spell"), "exile", "{spell}");
    }
}

#[test]
fn r616_1_work_that_stops_where_a_question_comes_makes_no_copy() {
    // Draws (614.11), sacrifices (701.15a) and a gain (614.1a) with two different effects about each.
    let cases: [(&str, &[&str], &[&str]); 3] = [
        ("Divination", &["Thought Reflection", "Deeper Reflection"], &[]),
        ("Barter in Blood", &["Samurai of the Pale Curtain"], &["Nissa's Chosen", "Gravebane Zombie"]),
        ("Reviving Dose", &["Boon Reflection"], &["Sulfuric Vortex"]),
    ];
    for (spell, alice, bob) in cases {
        let mut t = game(spell, alice, bob);
        let mut asked = 0;
        {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
            t.pass_all();
            while let Some(d) = t.g().pending.clone().filter(|_| asked < 20) {
                // Barter in Blood: Alice chooses two of her three creatures (608.2d).
                if let DecisionKind::ChooseCards { from, min, .. } = d.kind {
                    let cards: Vec<u64> = from.iter().take(min).map(|c| c.0).collect();
                    t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
                    continue;
                }
                let (_, _, options) = replacement_question(&t);
                let pick = options[0].split(':').next().unwrap().to_string();
                answer_replacement(&mut t, &pick);
                asked += 1;
            }
        }
        assert!(asked >= 1, "{spell}: a question was asked");
        assert_eq!(t.zone("spell"), "graveyard", "{spell} resolved");
    }
}

/// The turn's own actions: the draw step's draw with two draw replacements,
/// combat damage with lifelink and two life gain replacements, and the
/// cleanup discard with two graveyard effects each stop where the question
/// comes (rules::draw_queue, damage_queue, move_queue): a whole turn from
/// the upkeep to the next player's upkeep makes no copy.
#[test]
fn r616_1_a_turn_with_competing_effects_about_makes_no_copy() {
    let mut hand: Vec<Value> = vec![json!("Lightning Bolt"), json!("Shock")];
    hand.extend(std::iter::repeat_n(json!("Island"), 6));
    let mut t = T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "hand": hand, "library": vec!["Island"; 20],
             "battlefield": ["Thought Reflection", "Deeper Reflection", "Boon Reflection", "Dryad Militant", {"card": "Rhox Faithmender", "label": "rhox"}]},
            {"name": "Bob", "battlefield": ["Sulfuric Vortex", "Dryad Militant"], "library": vec!["Island"; 20]}
        ],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }));
    let (mut steps, mut questions) = (0, 0);
    {
        while t.g().turn.number == 3 && steps < 200 {
            steps += 1;
            let Some(d) = t.g().pending.clone() else {
                t.pass_all();
                continue;
            };
            match d.kind {
                DecisionKind::DeclareAttackers { .. } => {
                    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@rhox", "target": {"player": 1}}]}));
                }
                DecisionKind::DeclareBlockers { .. } => {
                    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
                }
                DecisionKind::ChooseCards { from, min, .. } => {
                    let cards: Vec<u64> = from.iter().take(min).map(|c| c.0).collect();
                    t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
                }
                DecisionKind::ChooseReplacement { descriptions, .. } => {
                    let pick = descriptions[0].split(':').next().unwrap().to_string();
                    answer_replacement(&mut t, &pick);
                    questions += 1;
                }
                other => panic!("unexpected decision {other:?}"),
            }
        }
    }
    assert_eq!(t.g().turn.number, 4, "the turn ended ({steps} steps)");
    assert!(questions >= 2, "the draw and the lifelink gain asked ({questions} questions)");
    assert_eq!(t.life(1), 20 - 1, "Rhox Faithmender's combat damage");
}
