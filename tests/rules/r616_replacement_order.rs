//! 616.1: when two or more replacement or prevention effects would apply to one
//! event, the affected player (or the controller of the affected object)
//! chooses one, it is applied, and the rest are looked at again (616.1e), for
//! every kind of event: draws, "would die" (and regeneration, 614.8), losing the
//! game, damage from an ability, costs. Cards: built in, seed_616.json,
//! River Boa compiled from its printed text, and test cards where the pool has
//! none saying exactly that, written as printed (but Sanctuary of Returns).

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::{DecisionKind, ShieldKind};
use stackwise::rules::*;

/// The pending 616.1 question: (who, descriptions).
fn question(t: &T) -> (u8, Vec<String>) {
    let d = t.g().pending.clone().expect("a 616.1 question is pending");
    assert_eq!(d.rule, "616.1", "{:?}", d);
    let DecisionKind::ChooseReplacement { descriptions, .. } = d.kind else { panic!("not a replacement question: {:?}", d.kind) };
    (d.player.0, descriptions)
}

/// Answer the pending question with the option whose description contains `name`.
fn answer(t: &mut T, name: &str) -> Vec<Event> {
    let d = t.g().pending.clone().expect("a question is pending");
    let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("not a replacement question: {:?}", d.kind) };
    let i = descriptions.iter().position(|s| s.contains(name)).unwrap_or_else(|| panic!("no option naming {name} in {descriptions:?}"));
    t.act(json!({"action": "choose_replacement", "player": d.player.0, "choice": options[i]}))
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

fn damage_dealt(ev: &[Event]) -> Vec<i32> {
    ev.iter()
        .filter_map(|e| match e.kind {
            EventKind::DamageDealt { amount, .. } => Some(amount),
            _ => None,
        })
        .collect()
}

fn islands(n: usize) -> Vec<&'static str> {
    vec!["Island"; n]
}

// ------------------------------------------------------------------ draws

#[test]
fn r616_1_draw_replacements_the_drawing_player_chooses_one_then_the_rest_apply_again() {
    // B controls Thought Reflection (draw two instead), A controls Notion Thief (an
    // opponent's draw is skipped and A draws instead). B draws with Jace Beleren's -1.
    // Notion Thief first: B's draw becomes A's one draw (Thought Reflection no longer
    // applies: it is A who draws). Thought Reflection first: two draws, and Notion Thief
    // applies to each of them (616.1e): A draws two.
    for (first, a_draws) in [("Notion Thief", 1usize), ("Thought Reflection", 2)] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": ["Notion Thief"], "library": islands(5)},
                {"name": "B", "battlefield": ["Thought Reflection", {"card": "Jace Beleren", "label": "jace"}], "library": islands(5)}
            ],
            "turn": {"number": 3, "active": 1, "step": "precombat_main"}
        }));
        t.act(json!({"action": "activate_ability", "player": 1, "source": "@jace", "ability": 1, "targets": [{"player": 1}]}));
        let ev = t.pass_all();
        assert!(cites(&ev, "616.1"), "{:?}", rules(&ev));
        let (who, descriptions) = question(&t);
        assert_eq!(who, 1, "the drawing player chooses");
        assert_eq!(descriptions.len(), 2, "{descriptions:?}");
        assert_eq!((hand(&t, 0), hand(&t, 1)), (0, 0), "nothing was drawn before the answer");
        let mut ev = answer(&mut t, first);
        ev.extend(t.pass_all());
        assert!(t.g().pending.is_none(), "one question only: {:?}", t.g().pending);
        assert!(cites(&ev, "614.11"), "{:?}", rules(&ev));
        assert_eq!(hand(&t, 0), a_draws, "{first} first");
        assert_eq!(hand(&t, 1), 0, "{first} first: B's draws were all replaced");
    }
}

#[test]
fn r616_1_two_opponents_draw_replacements_the_drawing_player_chooses_whose() {
    // Three players: A and C each control Notion Thief; B draws (Jace Beleren's -1).
    // B chooses which Thief's effect applies. A's: A would draw instead, but A is C's
    // opponent, so C's Thief replaces that draw and C draws (A's own effect has already
    // applied to this event, 614.5). C's: C would draw, A's Thief replaces it, A draws.
    // The replaced events are looked at again each time (616.1e); each has one effect
    // left, so B is asked once.
    for (first, drawer) in [("Notion Thief (A)", 2u8), ("Notion Thief (C)", 0)] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": ["Notion Thief"], "library": islands(3)},
                {"name": "B", "battlefield": [{"card": "Jace Beleren", "label": "jace"}], "library": islands(3)},
                {"name": "C", "battlefield": ["Notion Thief"], "library": islands(3)}
            ],
            "turn": {"number": 3, "active": 1, "step": "precombat_main"}
        }));
        t.act(json!({"action": "activate_ability", "player": 1, "source": "@jace", "ability": 1, "targets": [{"player": 1}]}));
        t.pass_all();
        assert_eq!(question(&t).0, 1);
        let mut ev = answer(&mut t, first);
        ev.extend(t.pass_all());
        assert!(t.g().pending.is_none());
        assert_eq!(ev.iter().filter(|e| e.rule == "614.11").count(), 2, "{:?}", rules(&ev));
        let hands = [hand(&t, 0), hand(&t, 1), hand(&t, 2)];
        let mut expected = [0, 0, 0];
        expected[drawer as usize] = 1;
        assert_eq!(hands, expected, "{first} chosen");
    }
}

// ------------------------------------------------------------------ would die / regeneration

fn exile_ward() -> serde_json::Value {
    json!({"name": "Exile Ward (test card)", "mana_cost": "{2}{W}", "type": "Enchantment", "text": "If a creature would die, exile it instead."})
}

/// Written as printed: an exile replacement and the delayed return it creates (603.7).
fn sanctuary() -> serde_json::Value {
    json!({"name": "Sanctuary of Returns (test card)", "mana_cost": "{2}{W}", "type": "Enchantment",
        "text": "If a creature would die, exile it instead. At the beginning of the next end step, return that card to the battlefield under its owner's control."})
}

fn river_boa() -> serde_json::Value {
    card_table::compiled("River Boa")
}

#[test]
fn r616_1_regeneration_or_exile_instead_the_creatures_controller_chooses() {
    // Regeneration replaces the destruction (614.8); A's Exile Ward replaces the dying.
    // Both apply to one destruction: B, who controls the creature, chooses. Two ways to
    // be destroyed: lethal damage (a state-based action, 704.5g) and Doom Blade (a
    // resolving spell).
    for (spell, creature) in [("Lightning Bolt", "Drudge Skeletons"), ("Doom Blade", "River Boa")] {
        for regenerate in [true, false] {
            let mana = if creature == "River Boa" { "Forest" } else { "Swamp" };
            let mut t = T::new(json!({
                "cards": [exile_ward(), river_boa()],
                "players": [
                    {"name": "A", "hand": [{"card": spell, "label": "spell"}], "battlefield": ["Mountain", "Swamp", "Exile Ward (test card)"]},
                    {"name": "B", "battlefield": [{"card": creature, "label": "c"}, mana]}
                ],
                "turn": {"number": 3, "active": 0, "step": "precombat_main"}
            }));
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@c"}], "auto_pay": true}));
            t.act(json!({"action": "pass_priority", "player": 0}));
            t.act(json!({"action": "activate_ability", "player": 1, "source": "@c", "ability": 0, "auto_pay": true}));
            t.pass_all(); // the regeneration shield
            let ev = t.pass_all(); // the spell
            let (who, descriptions) = question(&t);
            assert_eq!(who, 1, "{spell}: {:?}", rules(&ev));
            assert!(descriptions.iter().any(|d| d.contains("regeneration")) && descriptions.iter().any(|d| d.contains("Exile Ward")), "{descriptions:?}");
            assert_eq!(t.zone("c"), "battlefield", "nothing happened before the answer");
            let ev = answer(&mut t, if regenerate { "regeneration" } else { "Exile Ward" });
            if regenerate {
                assert!(cites(&ev, "701.13a"), "{:?}", rules(&ev));
                assert_eq!(t.zone("c"), "battlefield");
                let o = t.g().obj(t.id("c")).unwrap();
                assert!(o.tapped && o.damage == 0);
            } else {
                assert!(!cites(&ev, "701.13a"), "{:?}", rules(&ev));
                assert_eq!(t.zone("c"), "exile");
                assert_eq!(t.g().obj(t.id("c")).map(|o| o.extra.regen_shields), Some(0), "a new object in exile");
            }
        }
    }
}

#[test]
fn r616_1_two_exile_instead_effects_with_different_controllers() {
    // A controls Exile Ward, C controls Sanctuary of Returns (exile, then return at the
    // next end step). B's creature would die: B chooses, and only the chosen effect applies
    // (the creature no longer dies, so the other has nothing left to replace).
    for sanct in [true, false] {
        let mut t = T::new(json!({
            "cards": [exile_ward(), sanctuary()],
            "players": [
                {"name": "A", "hand": [{"card": "Doom Blade", "label": "blade"}], "battlefield": ["Swamp", "Swamp", "Exile Ward (test card)"]},
                {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]},
                {"name": "C", "battlefield": ["Sanctuary of Returns (test card)"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": "@gb"}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(question(&t).0, 1);
        let ev = answer(&mut t, if sanct { "Sanctuary" } else { "Exile Ward" });
        assert_eq!(t.zone("gb"), "exile");
        assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Replaced { .. })).count(), 1, "{:?}", rules(&ev));
        assert_eq!(cites(&ev, "603.7f"), sanct, "{:?}", rules(&ev));
        assert_eq!(t.g().delayed.len(), usize::from(sanct));
        if sanct {
            assert_eq!(t.g().delayed[0].controller, PlayerId(2), "C controls the delayed return (603.7f)");
        }
    }
}

/// Mogg Fanatic (its cost sacrifices it) with two "would die" effects of
/// different players: Exile Ward (A's) and Sanctuary of Returns (B's).
fn mogg_fanatic_board() -> T {
    T::new(json!({
        "cards": [exile_ward(), sanctuary()],
        "players": [
            {"name": "A", "battlefield": [{"card": "Mogg Fanatic", "label": "mf"}, "Exile Ward (test card)"]},
            {"name": "B", "battlefield": ["Sanctuary of Returns (test card)"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

#[test]
fn r616_1_a_cost_that_makes_a_creature_die_asks_before_the_action_is_taken() {
    // Sacrificing Mogg Fanatic is a cost. With two "would die" effects from different
    // players, its controller chooses before the ability is activated; an illegal answer
    // changes nothing.
    for sanct in [true, false] {
        let mut t = mogg_fanatic_board();
        let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@mf", "ability": 0, "targets": [{"player": 1}]}));
        assert!(cites(&ev, "616.1"), "{:?}", rules(&ev));
        assert_eq!(question(&t).0, 0);
        assert_eq!(t.zone("mf"), "battlefield", "the action waits for the answer");
        assert!(t.g().stack.is_empty());
        let before = t.g().clone();
        assert!(t.try_act(json!({"action": "choose_replacement", "player": 1, "choice": 0})).is_err());
        assert!(t.try_act(json!({"action": "choose_replacement", "player": 0, "choice": 424242})).is_err());
        assert_eq!(t.g(), &before);
        let ev = answer(&mut t, if sanct { "Sanctuary" } else { "Exile Ward" });
        assert!(cites(&ev, "602.2") || !t.g().stack.is_empty(), "{:?}", rules(&ev));
        assert_eq!(t.zone("mf"), "exile");
        assert_eq!(t.g().delayed.len(), usize::from(sanct));
        let ev = t.pass_all();
        assert_eq!(damage_dealt(&ev), vec![1], "{:?}", rules(&ev));
        assert_eq!(t.life(1), 19);
    }
}

/// The action whose cost asked (Mogg Fanatic's, with two "would die" effects
/// of different players) and its moves settled so far go with the decision
/// (`Resume::CostMoves`): a game saved while it is asked and read back is
/// answered the same way, and a game saved by an older build that kept the
/// action on the game is read with it moved into the decision, and answered.
#[test]
fn r616_1_a_costs_question_keeps_its_action_in_the_decision_across_a_save() {
    use stackwise::rules::state::{Game, Resume};
    let mut t = mogg_fanatic_board();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mf", "ability": 0, "targets": [{"player": 1}]}));
    let d = t.g().pending.clone().expect("asked");
    let Resume::CostMoves { action, queue, .. } = &d.resume else { panic!("{:?}", d.resume) };
    assert_eq!(action.kind_name(), "activate_ability");
    assert_eq!(queue.todo, vec![t.id("mf")], "Mogg Fanatic's move waits for the answer");
    assert!(t.g().replacement_answers.is_empty(), "nothing about the question is kept on the game");

    // Saved and read back: the same game, answered the same way.
    let text = serde_json::to_string(t.g()).unwrap();
    assert!(!text.contains("\"replacement_answers\"") && !text.contains("\"replacement_action\""), "{text}");
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());

    // As an older build saved it: the action on the game, the decision resuming the work.
    let mut v = serde_json::to_value(t.g()).unwrap();
    let act = v["game"]["pending"]["resume"]["action"].take();
    v["game"]["pending"]["resume"] = json!({"at": "replacement"});
    v["game"]["replacement_action"] = act;
    v["game"]["replacement_answers"] = json!([]);
    let old: Game = serde_json::from_value(v).expect("read");
    let Some(Resume::Replacement { action: Some(a), .. }) = old.pending.as_ref().map(|d| d.resume.clone()) else { panic!("read with the action moved into the decision") };
    assert_eq!(a.kind_name(), "activate_ability");
    let mut o = mogg_fanatic_board();
    *o.gm() = old;
    answer(&mut o, "Exile Ward");
    assert_eq!(o.zone("mf"), "exile", "the older save's action was taken with the answer");
    assert_eq!(o.g().stack.len(), 1);
    assert!(o.g().pending.is_none(), "asked once");

    *t.gm() = back;
    answer(&mut t, "Exile Ward");
    assert_eq!(t.zone("mf"), "exile", "the action was taken with the answer");
    assert_eq!(t.g().stack.len(), 1, "Mogg Fanatic's ability is on the stack");
    assert!(t.g().pending.is_none() && t.g().replacement_answers.is_empty());
}

// ------------------------------------------------------------------ losing the game

fn second_wind() -> serde_json::Value {
    json!({"name": "Second Wind (test card)", "mana_cost": "{3}", "type": "Artifact", "text": "If you would lose the game, instead your life total becomes 10."})
}

#[test]
fn r616_1_two_loss_replacements_the_losing_player_chooses() {
    // B at 3 life controls Lich's Mirror and Second Wind; Lightning Bolt brings B to 0
    // (704.5a). B chooses: Lich's Mirror (hand, graveyard and permanents shuffled into the
    // library, draw seven, life 20) or Second Wind (life 10, nothing else).
    for mirror in [true, false] {
        let mut t = T::new(json!({
            "cards": [second_wind()],
            "players": [
                {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
                {"name": "B", "life": 3, "battlefield": [{"card": "Lich's Mirror", "label": "mirror"}, "Second Wind (test card)"], "library": islands(10)}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        let ev = t.pass_all();
        assert!(cites(&ev, "616.1"), "{:?}", rules(&ev));
        assert_eq!(question(&t).0, 1);
        let ev = answer(&mut t, if mirror { "Lich's Mirror" } else { "Second Wind" });
        assert!(cites(&ev, "614.1a"), "{:?}", rules(&ev));
        assert!(!t.g().player(PlayerId(1)).lost);
        if mirror {
            assert_eq!(t.life(1), 20);
            assert_eq!(hand(&t, 1), 7);
            assert_eq!(t.zone("mirror"), "library");
        } else {
            assert_eq!(t.life(1), 10);
            assert_eq!(hand(&t, 1), 0);
            assert_eq!(t.zone("mirror"), "battlefield");
        }
    }
}

#[test]
fn r616_1_loss_for_drawing_from_an_empty_library_is_asked_too() {
    // B's draw step with an empty library: 704.5b would make B lose. B chooses Second Wind
    // over Lich's Mirror: life 10, the Mirror stays.
    let mut t = T::new(json!({
        "cards": [second_wind()],
        "players": [
            {"name": "A", "library": islands(3)},
            {"name": "B", "battlefield": [{"card": "Lich's Mirror", "label": "mirror"}, "Second Wind (test card)"]}
        ],
        "turn": {"number": 3, "active": 1, "step": "upkeep"}
    }));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5b") || cites(&ev, "616.1"), "{:?}", rules(&ev));
    let (who, descriptions) = question(&t);
    assert_eq!(who, 1);
    assert!(descriptions.iter().any(|d| d.contains("Lich's Mirror")), "{descriptions:?}");
    answer(&mut t, "Second Wind");
    assert!(!t.g().player(PlayerId(1)).lost);
    assert_eq!(t.life(1), 10);
    assert_eq!(t.zone("mirror"), "battlefield");
}

// ------------------------------------------------------------------ damage from an ability

#[test]
fn r616_1_damage_from_an_activated_ability_prevention_and_doubling() {
    // Prodigal Sorcerer (A) pings B; A controls Furnace of Rath, B Urza's Armor.
    // Armor first: 1-1 = 0, nothing is left to double. Furnace first: 2-1 = 1.
    for (first, dealt) in [("Urza's Armor", 0), ("Furnace of Rath", 1)] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": [{"card": "Prodigal Sorcerer", "label": "ps"}, "Furnace of Rath"]},
                {"name": "B", "battlefield": ["Urza's Armor"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@ps", "ability": 0, "targets": [{"player": 1}]}));
        t.pass_all();
        assert_eq!(question(&t).0, 1, "the affected player chooses");
        let ev = answer(&mut t, first);
        assert!(t.g().pending.is_none(), "616.1e: after one applies, only one is left");
        assert_eq!(damage_dealt(&ev).iter().sum::<i32>(), dealt, "{first} first: {:?}", rules(&ev));
        assert_eq!(t.life(1), 20 - dealt);
    }
}

#[test]
fn r616_1_a_prevention_shield_and_doubling_on_a_creature() {
    // B's Grizzly Bears have a Healing Salve shield (prevent the next 3); A's Furnace of Rath.
    // Prodigal Sorcerer deals 1 to the Bears. Shield first: it prevents 1 (2 left), nothing
    // to double. Furnace first: 2, the shield prevents 2 (1 left).
    for (first, left) in [("Healing Salve", 2), ("Furnace of Rath", 1)] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": [{"card": "Prodigal Sorcerer", "label": "ps"}, "Furnace of Rath"]},
                {"name": "B", "hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": [{"card": "Grizzly Bears", "label": "gb"}, "Plains"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@ps", "ability": 0, "targets": [{"object": "@gb"}]}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "mode": 1, "targets": [{"object": "@gb"}], "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!(question(&t).0, 1, "the controller of the affected creature chooses");
        let ev = answer(&mut t, first);
        assert!(damage_dealt(&ev).is_empty(), "{:?}", rules(&ev));
        let ShieldKind::PreventDamage { remaining, .. } = t.g().prevention.shields[0].kind.clone() else { panic!("a prevention shield") };
        assert_eq!(remaining, Some(left), "{first} first");
        assert_eq!(t.zone("gb"), "battlefield");
    }
}
