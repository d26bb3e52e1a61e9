//! General primitives of the card vocabulary, each with two or more cards:
//! indestructible (702.12), flash (702.8), protection from card types and
//! from everything (702.16), control-changing effects (613.1b), and amounts
//! read from an object's power or counters, with last known information when
//! it has left (608.2h, 112.7a).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::Flow;
use stackwise::rules::*;

fn extra_cards() -> Value {
    json!([
        {"name": "Untouchable (test card)", "mana_cost": "{3}", "types": ["Creature"], "subtypes": ["Avatar"], "power": 4, "toughness": 4,
         "keywords": ["protection_from_everything"], "text": "Protection from everything"},
        {"name": "Lasting Theft (test card)", "mana_cost": "{2}{U}", "types": ["Sorcery"], "text": "Gain control of target creature.",
         "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}, "text": "target creature"}],
                   "effects": [{"do": "gain_control", "what": {"target": 0}}]}},
        {"name": "Sudden Theft (test card)", "mana_cost": "{2}{U}", "types": ["Instant"], "text": "Gain control of target creature.",
         "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}, "text": "target creature"}],
                   "effects": [{"do": "gain_control", "what": {"target": 0}}]}},
        {"name": "Measure (test card)", "mana_cost": "{W}", "types": ["Instant"], "text": "Exile target creature. You gain life equal to its toughness, then equal to the number of +1/+1 counters on it.",
         "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}, "text": "target creature"}],
                   "effects": [{"do": "exile", "what": {"target": 0}},
                               {"do": "gain_life", "amount": {"count": "toughness_of", "what": {"target": 0}}, "player": "you"},
                               {"do": "gain_life", "amount": {"count": "counters_on", "what": {"target": 0}, "kind": "+1/+1"}, "player": "you"}]}}
    ])
}

fn game(alice: Value, bob: Value) -> T {
    let mut a = alice;
    let mut b = bob;
    for p in [&mut a, &mut b] {
        if p.get("library").is_none() {
            p["library"] = json!(["Island", "Island", "Island", "Island", "Island"]);
        }
    }
    T::new(json!({"cards": extra_cards(), "players": [a, b]}))
}

fn give_mana(t: &mut T, p: usize) {
    t.gm().players[p].pool = ManaPool::parse("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{C}{C}{C}{C}{C}").unwrap();
}

/// Play on into turn 2, declaring no attackers when asked.
fn to_turn_two(t: &mut T) {
    for _ in 0..64 {
        if t.g().turn.number >= 2 {
            break;
        }
        t.pass_all();
        if let Some(d) = t.g().pending.clone() {
            let p = d.player.0;
            t.act(json!({"action": "declare_attackers", "player": p, "attackers": []}));
        }
    }
    assert_eq!(t.g().turn.number, 2, "turn 2 reached");
}

fn zone(t: &T, label: &str) -> String {
    t.zone(label)
}

/// 702.12b: "destroy" doesn't destroy an indestructible permanent, and
/// neither does lethal damage (704.5g); other creatures still die.
#[test]
fn r702_12b_indestructible_survives_destroy_and_lethal_damage() {
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Wrath of God", "label": "wrath"}, {"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Darksteel Myr", "label": "myr"}, {"card": "Darksteel Gargoyle", "label": "gargoyle"}, {"card": "Grizzly Bears", "label": "bears"}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@myr"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(t.g().obj(t.id("myr")).unwrap().damage, 3);
    assert_eq!(zone(&t, "myr"), "battlefield", "3 damage on a 0/1 indestructible: not destroyed");
    assert!(!cites(&ev, "704.5g"));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "702.12b"));
    assert_eq!(zone(&t, "myr"), "battlefield");
    assert_eq!(zone(&t, "gargoyle"), "battlefield");
    assert_eq!(zone(&t, "bears"), "graveyard");
}

/// 702.8a: a creature with flash is cast when an instant could be (in the
/// opponent's turn, with a spell on the stack); one without flash can't be.
#[test]
fn r702_8a_flash_casts_at_instant_speed() {
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({"name": "Bob", "hand": [{"card": "Ambush Viper", "label": "viper"}, {"card": "Raging Kavu", "label": "kavu"}, {"card": "Grizzly Bears", "label": "bears"}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    give_mana(&mut t, 1);
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@bears", "auto_pay": true}));
    assert!(err.is_err(), "Grizzly Bears has no flash");
    assert_eq!(t.g(), &before, "a refused action changes nothing");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@viper", "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@kavu", "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 3, "Bolt, then the Viper and the Kavu above it");
    for _ in 0..3 {
        t.pass_all();
    }
    assert_eq!(zone(&t, "viper"), "battlefield");
    assert_eq!(zone(&t, "kavu"), "battlefield");
}

/// 702.16: protection from creatures: not blocked by creatures, not targeted
/// by a creature's ability, damage from creatures prevented. Protection from
/// artifacts: an artifact creature can't block it.
#[test]
fn r702_16_protection_from_card_types() {
    let mut t = game(
        json!({"name": "Alice", "battlefield": [{"card": "Beloved Chaplain", "label": "chaplain"}, {"card": "Tel-Jilad Chosen", "label": "chosen"}, {"card": "Prodigal Pyromancer", "label": "pyro"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Darksteel Myr", "label": "myr"}]}),
    );
    // A creature's ability can't target the Chaplain, even its controller's own.
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@pyro", "ability": 0, "targets": [{"object": "@chaplain"}]})).unwrap_err();
    assert!(err.to_string().contains("target"), "{err}");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pyro", "ability": 0, "targets": [{"object": "@bears"}]}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("bears")).unwrap().damage, 1, "the Bears have no protection");
    // Combat: the Chaplain can't be blocked by Bears; the Chosen can't be blocked by the Myr.
    for _ in 0..8 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@chaplain", "target": {"player": 1}}, {"attacker": "@chosen", "target": {"player": 1}}]}));
    for _ in 0..8 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@chaplain"}]})).is_err());
    assert!(t.try_act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@myr", "attacker": "@chosen"}]})).is_err());
    assert_eq!(t.g(), &before);
    // The Bears may block the Chosen (a creature, not an artifact): 2 damage each way.
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@chosen"}]}));
    for _ in 0..8 {
        if t.g().turn.step == Step::EndOfCombat || t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 19, "the unblocked Chaplain dealt 1");
    assert_eq!(zone(&t, "chosen"), "graveyard");
    assert_eq!(zone(&t, "bears"), "graveyard");
}

/// 702.16: protection from everything: no spell can target it and damage
/// from any source is prevented.
#[test]
fn r702_16_protection_from_everything() {
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": [{"card": "Pestilence", "label": "pest"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Untouchable (test card)", "label": "u"}, {"card": "Grizzly Bears", "label": "bears"}]}),
    );
    give_mana(&mut t, 0);
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@u"}], "auto_pay": true})).unwrap_err();
    assert!(err.to_string().contains("target"), "{err}");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("u")).unwrap().damage, 0, "Pestilence's damage is prevented");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().damage, 1);
}

/// 613.1b: control-changing effects. Act of Treason and Threaten give control
/// until end of turn (the creature is untapped and has haste, so it can
/// attack), and it goes back when the turn ends; a lasting effect keeps it.
#[test]
fn r613_1b_gain_control_until_end_of_turn() {
    for card in ["Act of Treason", "Threaten"] {
        let mut t = game(
            json!({"name": "Alice", "hand": [{"card": card, "label": "steal"}]}),
            json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "tapped": true}]}),
        );
        give_mana(&mut t, 0);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@steal", "targets": [{"object": "@bears"}], "auto_pay": true}));
        let ev = t.pass_all();
        assert!(cites(&ev, "613.1b"), "{card}");
        let bears = t.g().obj(t.id("bears")).unwrap();
        assert_eq!(bears.controller, PlayerId(0), "{card}");
        assert!(!bears.tapped);
        assert!(t.g().chars(t.id("bears")).unwrap().has_keyword(Keyword::Haste));
        for _ in 0..8 {
            if t.g().pending.is_some() {
                break;
            }
            t.pass_all();
        }
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
        for _ in 0..64 {
            if t.g().turn.number >= 2 {
                break;
            }
            t.pass_all();
            if let Some(d) = t.g().pending.clone() {
                assert_eq!(d.player, PlayerId(1), "{d:?}");
                t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
            }
        }
        assert_eq!(t.life(1), 18, "{card}: Bob's own Bears hit him");
        assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(1), "{card}: control went back at cleanup");
    }
    // A lasting effect doesn't end with the turn.
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Lasting Theft (test card)", "label": "steal"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "elves"}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@steal", "targets": [{"object": "@elves"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("elves")).unwrap().controller, PlayerId(0));
    to_turn_two(&mut t);
    assert_eq!(t.g().obj(t.id("elves")).unwrap().controller, PlayerId(0));
}

/// 608.2h / 112.7a: an amount read from an object that has left uses its
/// last known information: Swords to Plowshares gives life equal to the
/// exiled creature's power as it last existed (pumped, or with counters).
#[test]
fn r608_2h_amount_from_last_known_power() {
    // Pumped by Giant Growth: 2/2 + 3/3 = 5 power.
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Swords to Plowshares", "label": "stp"}, {"card": "Giant Growth", "label": "gg"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@stp", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(zone(&t, "bears"), "exile");
    assert_eq!(t.life(1), 25, "its controller gains 5");
    assert_eq!(t.life(0), 20);
    // With two +1/+1 counters: a 1/1 Elves has power 3; toughness 3 and 2 counters for the test card.
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Swords to Plowshares", "label": "stp"}, {"card": "Measure (test card)", "label": "m"}],
               "battlefield": [{"card": "Llanowar Elves", "label": "mine", "counters": {"+1/+1": 2}}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "elves", "counters": {"+1/+1": 2}}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@stp", "targets": [{"object": "@elves"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 23);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@m", "targets": [{"object": "@mine"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 25, "toughness 3, then 2 counters");
}

/// 400.7 / 603.6a: a flicker (exile, then return that same card) makes a new
/// object: damage and effects on the old one are gone, it enters again (its
/// enters trigger fires), and it comes back under its owner's control or,
/// with Cloudshift, under the caster's. Flicker shows the owner's case on a
/// stolen creature; Cloudshift keeps a creature stolen until end of turn.
#[test]
fn r400_7_flicker_returns_a_new_object() {
    // Cloudshift on a damaged, pumped Gravedigger: it returns fresh and its enters ability triggers.
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Cloudshift", "label": "cs"}, {"card": "Giant Growth", "label": "gg"}],
               "graveyard": [{"card": "Grizzly Bears", "label": "dead"}],
               "battlefield": [{"card": "Gravedigger", "label": "gd", "damage": 1}]}),
        json!({"name": "Bob"}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@gd"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("gd")).unwrap().power, Some(5));
    let old = t.id("gd");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cs", "targets": [{"object": "@gd"}], "auto_pay": true}));
    let ev = t.pass_all();
    let new = t.id("gd");
    assert_ne!(old, new, "a new object (400.7)");
    assert_eq!(zone(&t, "gd"), "battlefield");
    let o = t.g().obj(new).unwrap();
    assert_eq!((o.damage, o.controller), (0, PlayerId(0)));
    assert_eq!(t.g().chars(new).unwrap().power, Some(2), "Giant Growth applied to the old object only");
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })), "Gravedigger's enters ability triggers again");

    // Flicker on a creature Alice stole until end of turn: it returns under Bob's control (its owner).
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Act of Treason", "label": "aot"}, {"card": "Flicker", "label": "fl"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@aot", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(0));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fl", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(zone(&t, "bears"), "battlefield");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(1), "under its owner's control");

    // Cloudshift on a stolen creature: it returns under the caster's control, for good.
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Act of Treason", "label": "aot"}, {"card": "Cloudshift", "label": "cs"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@aot", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cs", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    to_turn_two(&mut t);
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(0), "the Act of Treason effect was on the old object");
}

fn that_player_cards() -> Value {
    json!([
        {"name": "Underworld Dreams", "mana_cost": "{B}{B}{B}", "types": ["Enchantment"], "text": "Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that player.",
         "abilities": [{"kind": "triggered", "trigger": {"on": "card_drawn", "by": "opponent"}, "effects": [{"do": "deal_damage", "amount": 1, "to": {"player": "trigger_player"}}],
                        "text": "Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that player."}]},
        {"name": "Megrim", "mana_cost": "{2}{B}", "types": ["Enchantment"], "text": "Whenever an opponent discards a card, Megrim deals 2 damage to that player.",
         "abilities": [{"kind": "triggered", "trigger": {"on": "card_discarded", "by": "opponent"}, "effects": [{"do": "deal_damage", "amount": 2, "to": {"player": "trigger_player"}}],
                        "text": "Whenever an opponent discards a card, Megrim deals 2 damage to that player."}]},
        {"name": "Exquisite Blood", "mana_cost": "{4}{B}", "types": ["Enchantment"], "text": "Whenever an opponent loses life, you gain that much life.",
         "abilities": [{"kind": "triggered", "trigger": {"on": "life_lost", "by": "opponent"}, "effects": [{"do": "gain_life", "amount": {"count": "that_much"}, "player": "you"}],
                        "text": "Whenever an opponent loses life, you gain that much life."}]},
        {"name": "Vision Skeins", "mana_cost": "{1}{U}", "types": ["Instant"], "text": "Each player draws two cards.",
         "spell": {"effects": [{"do": "draw", "player": "each_player", "count": 2}]}},
        {"name": "Delirium Skeins", "mana_cost": "{2}{B}", "types": ["Instant"], "text": "Each player discards three cards.",
         "spell": {"effects": [{"do": "discard", "player": "each_player", "count": 3}]}}
    ])
}

/// Resolve what is on the stack, ordering identical triggers as they come and
/// answering nothing else.
fn settle(t: &mut T) {
    for _ in 0..32 {
        if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            return;
        }
        if let Some(d) = t.g().pending.clone() {
            // Identical triggers: any order gives the same result.
            let stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. } = d.kind else { panic!("unexpected decision {d:?}") };
            t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
            continue;
        }
        t.pass_all();
    }
}

/// 603.2 "that player": a draw, discard or life trigger names the player of
/// its event. In a three-player game each opponent who draws is the one who
/// takes Underworld Dreams's damage; each who discards takes Megrim's.
/// "That much" for life: Exquisite Blood gains what the opponent lost.
#[test]
fn r603_2_that_player_for_draw_discard_and_life_triggers() {
    let lib = json!(["Island", "Island", "Island", "Island", "Island", "Island"]);
    let mut t = T::new(json!({
        "cards": that_player_cards(),
        "players": [
            {"name": "Alice", "hand": [{"card": "Vision Skeins", "label": "vs"}], "battlefield": ["Underworld Dreams"], "library": lib},
            {"name": "Bob", "library": lib},
            {"name": "Carol", "library": lib}
        ]}));
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@vs", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1), t.life(2)), (20, 18, 18), "each opponent takes 1 per card they drew");

    let mut t = T::new(json!({
        "cards": that_player_cards(),
        "players": [
            {"name": "Alice", "hand": [{"card": "Delirium Skeins", "label": "ds"}], "battlefield": ["Megrim", "Exquisite Blood"], "library": lib},
            {"name": "Bob", "hand": ["Island"], "library": lib},
            {"name": "Carol", "hand": ["Island", "Island", "Island"], "library": lib}
        ]}));
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ds", "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.life(1), 18, "Bob discarded one card: 2 damage to Bob");
    assert_eq!(t.life(2), 14, "Carol discarded three: 6 damage to Carol");
    assert_eq!(t.life(0), 28, "Exquisite Blood: 2 + 2 + 2 + 2 life gained");
}

/// 800.4a with control-changing effects: when the player who gained control
/// leaves, the effect in their favour ends; an earlier control effect in
/// another player's favour still holds, else the owner gets it back.
#[test]
fn r800_4a_control_effects_of_a_leaving_player_end() {
    let lib = json!(["Island", "Island", "Island", "Island", "Island"]);
    // Bob steals Carol's Bears for good, then Alice steals them until end of turn, then Alice leaves.
    let mut t = T::new(json!({
        "cards": extra_cards(),
        "players": [
            {"name": "Alice", "hand": [{"card": "Act of Treason", "label": "aot"}], "library": lib},
            {"name": "Bob", "hand": [{"card": "Sudden Theft (test card)", "label": "theft"}], "library": lib},
            {"name": "Carol", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}], "library": lib}
        ]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    give_mana(&mut t, 1);
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@theft", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(1));
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@aot", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(0));
    let p = t.g().acting_player().unwrap();
    assert_eq!(p, PlayerId(0));
    t.act(json!({"action": "concede", "player": 0}));
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(1), "Bob's earlier effect still holds");
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().obj(t.id("elves")).unwrap().controller, PlayerId(2));
}

/// 110.5a: tokens put onto the battlefield under another player's control are
/// owned and controlled by that player. Hunted Horror gives two Centaurs to
/// its target opponent, Hunted Troll four Faeries; in a three-player game the
/// chosen opponent gets them, not the other one.
#[test]
fn r110_5a_tokens_under_another_players_control() {
    for (card, n, name) in [("Hunted Horror", 2, "Centaur"), ("Hunted Troll", 4, "Faerie")] {
        let lib = json!(["Island", "Island", "Island", "Island", "Island"]);
        let mut t = T::new(json!({
            "players": [
                {"name": "Alice", "hand": [{"card": card, "label": "h"}], "library": lib},
                {"name": "Bob", "library": lib},
                {"name": "Carol", "library": lib}
            ]}));
        give_mana(&mut t, 0);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@h", "auto_pay": true}));
        for _ in 0..16 {
            if let Some(d) = t.g().pending.clone() {
                assert_eq!(d.player, PlayerId(0));
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 2}]}));
                continue;
            }
            if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() && t.zone("h") == "battlefield" {
                break;
            }
            t.pass_all();
        }
        let tokens: Vec<_> = t.g().battlefield.iter().filter_map(|id| t.g().obj(*id)).filter(|o| o.token).collect();
        assert_eq!(tokens.len(), n, "{card}");
        for o in tokens {
            assert_eq!(o.def.name, name);
            assert_eq!((o.owner, o.controller), (PlayerId(2), PlayerId(2)), "{card}: Carol owns and controls them");
        }
    }
}

/// 602.2b / 117.1: "sacrifice a creature" as a cost: the player names which
/// as the ability is activated; a wrong choice (not a creature, not theirs,
/// too many, the same twice) is refused and changes nothing; the sacrifice
/// happens as the cost is paid, before the ability resolves, and the
/// creature's death triggers (Blood Artist) even so. Goblin Bombardment and
/// Nantuko Husk (which may sacrifice itself).
#[test]
fn r602_2b_sacrifice_another_permanent_as_a_cost() {
    let mut t = game(
        json!({"name": "Alice", "battlefield": [{"card": "Goblin Bombardment", "label": "gb"}, {"card": "Grizzly Bears", "label": "bears"},
                                                 {"card": "Llanowar Elves", "label": "elves"}, {"card": "Forest", "label": "forest"}, {"card": "Blood Artist", "label": "artist"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]}),
    );
    let legal = t.g().legal_actions();
    let offered = legal.iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Activate { source, sacrifice: Some(s), .. }
        if *source == t.id("gb") && s.count == 1 && s.candidates.contains(&t.id("bears")) && !s.candidates.contains(&t.id("forest")) && !s.candidates.contains(&t.id("theirs"))));
    assert!(offered, "the legal action lists what may be sacrificed");
    let before = t.g().clone();
    for bad in [json!([]), json!(["@forest"]), json!(["@theirs"]), json!(["@bears", "@elves"]), json!(["@bears", "@bears"])] {
        let r = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@gb", "ability": 0, "targets": [{"player": 1}], "sacrifice": bad}));
        let e = r.expect_err("refused");
        assert!(e.to_string().contains("602.2b"), "{e}");
        assert_eq!(t.g(), &before, "unchanged after {bad}");
    }
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@gb", "ability": 0, "targets": [{"player": 1}], "sacrifice": ["@bears"]}));
    assert_eq!(t.zone("bears"), "graveyard", "sacrificed as the cost is paid");
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Sacrificed { .. })));
    assert_eq!(t.g().stack.len(), 1, "the ability waits on the stack; Blood Artist's trigger is waiting or above it");
    for _ in 0..8 {
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"player": 1}]}));
            continue;
        }
        if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 18, "1 from the Bombardment, 1 from Blood Artist");

    // Nantuko Husk sacrifices another creature, then itself.
    let mut t = game(
        json!({"name": "Alice", "battlefield": [{"card": "Nantuko Husk", "label": "husk"}, {"card": "Llanowar Elves", "label": "elves"}]}),
        json!({"name": "Bob"}),
    );
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@husk", "ability": 0, "sacrifice": ["@elves"]}));
    t.pass_all();
    let c = t.g().chars(t.id("husk")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@husk", "ability": 0, "sacrifice": ["@husk"]}));
    assert_eq!(t.zone("husk"), "graveyard");
    t.pass_all();
    assert!(t.g().stack.is_empty(), "the ability resolves without its source");
}

fn damage_cards() -> Value {
    json!([
        {"name": "Gratuitous Violence", "mana_cost": "{2}{R}{R}{R}", "types": ["Enchantment"],
         "text": "If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
         "abilities": [{"kind": "replacement", "replaces": {"event": "damage_would_be_dealt", "to": "any", "from": {"types": ["Creature"], "controller": "you"}, "change": "double"},
                        "text": "If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead."}]},
        {"name": "Sphere of Law", "mana_cost": "{3}{W}", "types": ["Enchantment"], "text": "If a red source would deal damage to you, prevent 2 of that damage.",
         "abilities": [{"kind": "replacement", "replaces": {"event": "damage_would_be_dealt", "to": "you", "from": {"colors": ["Red"]}, "change": {"prevent": 2}},
                        "text": "If a red source would deal damage to you, prevent 2 of that damage."}]}
    ])
}

/// 614.1a / 615.10 with a source filter: Gratuitous Violence doubles only the
/// damage of its controller's creatures (Prodigal Pyromancer's 1 becomes 2,
/// Lightning Bolt's 3 stays 3); Sphere of Law prevents 2 of red damage to its
/// controller only (Bolt deals 1; Pestilence, black, deals all of its 1).
#[test]
fn r614_1a_damage_replacements_with_a_source_filter() {
    let mut t = T::new(json!({"cards": damage_cards(), "players": [
        {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Gratuitous Violence", {"card": "Prodigal Pyromancer", "label": "pyro"}],
         "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ]}));
    give_mana(&mut t, 0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pyro", "ability": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 18, "a creature Alice controls: doubled");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 15, "Lightning Bolt is not a creature: 3");

    let mut t = T::new(json!({"cards": damage_cards(), "players": [
        {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Lightning Bolt", "label": "bolt2"}], "battlefield": [{"card": "Pestilence", "label": "pest"}],
         "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": ["Sphere of Law"], "library": ["Island", "Island"]}
    ]}));
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "615.10"));
    assert_eq!(t.life(1), 19, "red source: 2 of 3 prevented");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt2", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 17, "only its controller is protected");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 18, "Pestilence is black: nothing prevented");
}

/// 608.2d "any player may": players are asked in APNAP order, each about
/// each option; a player who can't pay the life isn't offered it; the first
/// who takes an option ends the asking and `then` happens.
#[test]
fn r608_2d_any_player_may_pay_life() {
    let card = json!([{"name": "Life Toll (test card)", "mana_cost": "{1}", "types": ["Artifact"], "text": "{0}: Any player may pay 3 life. If a player does, sacrifice Life Toll.",
        "abilities": [{"kind": "activated", "cost": {}, "effects": [{"do": "any_player_may", "options": [{"pay_life": 3}], "then": [{"do": "sacrifice_source"}]}],
                       "text": "{0}: Any player may pay 3 life. If a player does, sacrifice Life Toll."}]}]);
    let lib = json!(["Island", "Island", "Island"]);
    let mut t = T::new(json!({"cards": card, "players": [
        {"name": "Alice", "battlefield": [{"card": "Life Toll (test card)", "label": "toll"}], "library": lib},
        {"name": "Bob", "life": 2, "library": lib},
        {"name": "Carol", "library": lib}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@toll", "ability": 0}));
    t.pass_all();
    let d = t.g().pending.clone().expect("Alice is asked first");
    assert_eq!(d.player, PlayerId(0));
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    let d = t.g().pending.clone().expect("then Carol: Bob has only 2 life");
    assert_eq!(d.player, PlayerId(2));
    t.act(json!({"action": "choose_object", "player": 2, "object": "@toll"}));
    assert_eq!(t.life(2), 17);
    assert_eq!(t.zone("toll"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 2));
}

/// 603.6a with cards returned together: Ghostly Flicker exiles two Soul
/// Wardens as one event and returns them as one event, so each sees the other
/// enter (2 life); two single flickers (Cloudshift twice) give 1 each time,
/// the Warden that stayed seeing the one that came back.
#[test]
fn r603_6a_cards_returned_together_see_each_other_enter() {
    for order in [["w1", "w2"], ["w2", "w1"]] {
        let mut t = game(
            json!({"name": "Alice", "hand": [{"card": "Ghostly Flicker", "label": "gf"}],
                   "battlefield": [{"card": "Soul Warden", "label": order[0]}, {"card": "Soul Warden", "label": order[1]}]}),
            json!({"name": "Bob"}),
        );
        give_mana(&mut t, 0);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@gf", "targets": [{"object": "@w1"}, {"object": "@w2"}], "auto_pay": true}));
        settle(&mut t);
        assert_eq!(t.zone("w1"), "battlefield");
        assert_eq!(t.zone("w2"), "battlefield");
        assert_eq!(t.life(0), 22, "{order:?}: each Warden saw the other enter");
    }
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Cloudshift", "label": "c1"}],
               "battlefield": [{"card": "Soul Warden", "label": "w1"}, {"card": "Soul Warden", "label": "w2"}]}),
        json!({"name": "Bob"}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c1", "targets": [{"object": "@w1"}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.life(0), 21, "one Warden came back; the other saw it");
}

/// 616.1a (614.15): a spell's own replacement of its effect (Galvanic Blast's
/// metalcraft "4 damage instead") applies before any other replacement effect:
/// with Furnace of Rath, 4 doubled to 8 (not 2 doubled to 4, then replaced by
/// 4); without metalcraft 2 doubled to 4; against Urza's Armor, 4 less 1.
#[test]
fn r616_1a_self_replacement_applies_first() {
    for (artifacts, furnace, armor, expected) in [(3, true, false, 8), (2, true, false, 4), (3, false, true, 3), (3, false, false, 4)] {
        let mut bf: Vec<Value> = (0..artifacts).map(|_| json!("Darksteel Myr")).collect();
        if furnace {
            bf.push(json!("Furnace of Rath"));
        }
        let bob_bf = if armor { json!(["Urza's Armor"]) } else { json!([]) };
        let mut t = game(
            json!({"name": "Alice", "hand": [{"card": "Galvanic Blast", "label": "gb"}], "battlefield": bf}),
            json!({"name": "Bob", "battlefield": bob_bf}),
        );
        give_mana(&mut t, 0);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "targets": [{"player": 1}], "auto_pay": true}));
        let ev = t.pass_all();
        assert_eq!(t.life(1), 20 - expected, "{artifacts} artifacts, furnace {furnace}, armor {armor}: {:?}", rules(&ev));
        assert_eq!(cites(&ev, "616.1a"), artifacts >= 3);
    }
}

/// Review fixes: bad numbers in card data never panic or run away, and
/// effects on other objects are seen by the next state-based check.
#[test]
fn bad_numbers_in_custom_cards_are_refused_or_bounded() {
    // A loyalty cost of -10^9 (the most limits::MAX_NUMBER allows; i32::MIN is refused by
    // validation, tests/engine/limits.rs) is refused (606.5), not a negation overflow.
    let cards = json!([
        {"name": "Odd Walker (test card)", "mana_cost": "{1}", "types": ["Planeswalker"], "subtypes": ["Odd"], "loyalty": 3, "text": "-1000000000: Draw a card.",
         "abilities": [{"kind": "activated", "cost": {"loyalty": -1000000000}, "effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}], "text": "-1000000000: Draw a card."}]},
        {"name": "Endless Study (test card)", "mana_cost": "{U}", "types": ["Sorcery"], "text": "Draw 100000 cards.",
         "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 100000}]}}
    ]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Odd Walker (test card)", "label": "w"}], "hand": [{"card": "Endless Study (test card)", "label": "s"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island"]}
    ]}));
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@w", "ability": 0})).unwrap_err();
    assert!(e.to_string().contains("606.5"), "{e}");
    assert_eq!(t.g(), &before);
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
    let ev = t.pass_all();
    // A count over limits::MAX_REPEAT is refused by validation (tests/engine/limits.rs); at the limit
    // the draws happen: both library cards, then draws from the empty library (704.5b).
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "both library cards drawn");
    assert!(ev.iter().all(|e| !e.text.contains("engine limit")));
    // 'set_controller' is not card vocabulary.
    let bad = json!([{"name": "Bad Theft (test card)", "mana_cost": "{U}", "types": ["Sorcery"], "text": "?",
        "spell": {"targets": [{"kind": "permanent", "text": "target permanent"}], "effects": [{"do": "continuous", "what": {"target": 0}, "modifications": [{"set_controller": 0}]}]}}]);
    let v = json!({"format": "stackwise-scenario", "version": 1, "cards": bad, "players": [{"name": "A"}, {"name": "B"}]});
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(v).unwrap();
    let errs = s.build().err().expect("refused");
    assert!(errs.iter().any(|e| e.contains("gain_control")), "{errs:?}");
}

/// A static ability granted by a resolved effect ("other creatures get -1/-1")
/// changes other creatures at once: the next state-based check looks at the
/// whole board (704.5f kills the opponent's 1/1).
#[test]
fn r613_granted_static_ability_reaches_other_creatures() {
    let cards = json!([{"name": "Gift of Blight (test card)", "mana_cost": "{B}", "types": ["Sorcery"], "text": "Target creature gains \"Other creatures get -1/-1.\"",
        "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}, "text": "target creature"}],
                  "effects": [{"do": "continuous", "what": {"target": 0}, "text": "gains \"Other creatures get -1/-1.\"",
                               "modifications": [{"add_ability": {"kind": "static", "effect": {"static": "anthem", "filter": {"types": ["Creature"], "other": true}, "power": -1, "toughness": -1}, "text": "Other creatures get -1/-1."}}]}]}}]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": "Gift of Blight (test card)", "label": "gift"}], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Swamp"]},
        {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "theirs"}], "library": ["Swamp"]}
    ]}));
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gift", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert_eq!(t.zone("elves"), "graveyard");
    assert_eq!(t.g().chars(t.id("theirs")).unwrap().power, Some(1));
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(2), "not itself");
}

/// A controller set up by a scenario is not a control effect that a later
/// refresh could undo: Alice keeps Bob's Bears after an "until end of turn"
/// pump on them ends.
#[test]
fn r613_1b_scenario_controller_survives_end_of_turn() {
    let mut t = game(
        json!({"name": "Alice", "hand": [{"card": "Giant Growth", "label": "gg"}]}),
        json!({"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "controller": 0}]}),
    );
    give_mana(&mut t, 0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    to_turn_two(&mut t);
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(0));
}

/// 602.2b: a cost that sacrifices the source and another creature can't be
/// paid by naming the source twice.
#[test]
fn r602_2b_sacrifice_self_and_another_needs_two_permanents() {
    let cards = json!([{"name": "Twin Offering (test card)", "mana_cost": "{1}", "types": ["Artifact", "Creature"], "subtypes": ["Golem"], "power": 1, "toughness": 1,
        "text": "Sacrifice Twin Offering and a creature: You gain 5 life.",
        "abilities": [{"kind": "activated", "cost": {"sacrifice_self": true, "sacrifice": {"filter": {"types": ["Creature"]}}}, "effects": [{"do": "gain_life", "amount": 5, "player": "you"}],
                       "text": "Sacrifice Twin Offering and a creature: You gain 5 life."}]}]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Twin Offering (test card)", "label": "twin"}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Swamp"]},
        {"name": "Bob", "library": ["Swamp"]}
    ]}));
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@twin", "ability": 0, "sacrifice": ["@twin"]})).is_err());
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@twin", "ability": 0, "sacrifice": ["@bears"]}));
    assert_eq!((t.zone("twin"), t.zone("bears")), ("graveyard".to_string(), "graveyard".to_string()));
    t.pass_all();
    assert_eq!(t.life(0), 25);
}

/// 603.10 / 607: the linked "reveal ... this way" pair is general: whose draws
/// (the controller's or each opponent's) and whether only the first each turn.
/// Primitive Etchings reveals only Alice's first draw; a test card revealing
/// every card each opponent draws sees both of Bob's draws.
#[test]
fn r603_10_reveal_draws_for_whom_and_how_many() {
    let cards = json!([{"name": "Prying Eyes (test card)", "mana_cost": "{U}", "types": ["Enchantment"],
        "text": "Each opponent reveals each card they draw. Whenever an opponent reveals a land card this way, you gain 1 life.",
        "abilities": [{"kind": "static", "effect": {"static": "reveal_draws", "whose": "opponent"}, "text": "Each opponent reveals each card they draw."},
                      {"kind": "triggered", "trigger": {"on": "revealed_this_way", "filter": {"types": ["Land"]}}, "effects": [{"do": "gain_life", "amount": 1, "player": "you"}],
                       "text": "Whenever an opponent reveals a land card this way, you gain 1 life."}]},
        {"name": "Divination", "mana_cost": "{2}{U}", "types": ["Sorcery"], "text": "Draw two cards.", "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 2}]}}]);
    let mut t = T::new(json!({"cards": cards, "turn": {"number": 2, "active": 1, "step": "precombat_main"}, "players": [
        {"name": "Alice", "battlefield": ["Prying Eyes (test card)", "Primitive Etchings"], "library": ["Grizzly Bears", "Grizzly Bears"]},
        {"name": "Bob", "hand": [{"card": "Divination", "label": "div"}], "library": ["Island", "Island", "Island"]}
    ]}));
    give_mana(&mut t, 1);
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@div", "auto_pay": true}));
    let ev = t.pass_all();
    let reveals = ev.iter().filter(|e| e.rule == "603.10").count();
    assert_eq!(reveals, 2, "both of Bob's draws are revealed to Prying Eyes; Primitive Etchings watches only Alice");
    settle(&mut t);
    assert_eq!(t.life(0), 22, "two lands revealed this way");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0, "Primitive Etchings drew nothing for Bob's draws");
}

/// Mana in an effect is typed when the card is read (106.1): a malformed
/// symbol in "add mana", "unless you pay" or "counter unless its controller
/// pays" refuses the card, naming the symbol and the card, before any game;
/// a well-formed one adds exactly its mana (106.4) with nothing parsed later.
#[test]
fn r106_mana_in_effects_is_read_with_the_card() {
    let ability = |mana: &str| json!({"kind": "activated", "cost": {"tap": true}, "effects": [{"do": "add_mana", "mana": mana}], "text": "{T}: Add mana."});
    let rock = |name: &str, mana: &str| json!({"name": name, "mana_cost": "{1}", "types": ["Artifact"], "text": "{T}: Add mana.", "abilities": [ability(mana)]});
    let unless = |mana: &str| json!({"name": "Tax (test card)", "mana_cost": "{U}", "types": ["Instant"], "text": "Counter target spell unless its controller pays.",
        "spell": {"targets": [{"kind": "spell", "text": "target spell"}], "effects": [{"do": "counter_unless_pays", "what": {"target": 0}, "mana": mana}]}});
    let build = |cards: Value| {
        let v = json!({"format": "stackwise-scenario", "version": 1, "cards": cards, "players": [{"name": "A"}, {"name": "B"}]});
        stackwise::formats::scenario::parse(&v.to_string()).and_then(|s| s.build().map(|_| ()).map_err(|e| e.join("; ")))
    };
    for (cards, symbol) in [(json!([rock("Odd Rock (test card)", "{Q}")]), "{Q}"), (json!([rock("Odd Rock (test card)", "{G")]), "unclosed"), (json!([rock("Odd Rock (test card)", "{X}")]), "X"), (json!([unless("{2}{P}")]), "{P}")] {
        let err = build(cards.clone()).expect_err("a malformed mana symbol is refused");
        assert!(err.contains(symbol), "{symbol}: {err}");
        assert!(err.contains("cards[0]") && err.contains("mana"), "the error names the card and the field: {err}");
    }
    // Well formed: {G}{G} and {2} add exactly that (colourless for the number).
    let mut t = T::new(json!({"cards": [rock("Twin Rock (test card)", "{G}{G}"), rock("Plain Rock (test card)", "{2}")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Twin Rock (test card)", "label": "twin"}, {"card": "Plain Rock (test card)", "label": "plain"}], "library": ["Forest"]},
        {"name": "Bob", "library": ["Forest"]}]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@twin", "ability": 0}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@plain", "ability": 0}));
    let pool = t.g().player(PlayerId(0)).pool;
    assert_eq!((pool.green, pool.colorless, pool.total()), (2, 2, 4));
}

/// A misspelt or unknown field anywhere in a card's parts (an effect, a
/// trigger, a static ability, an amount) refuses the card, naming the field
/// (an amount: naming its place): a part is never silently left out.
#[test]
fn unknown_fields_in_a_cards_parts_are_refused() {
    let draw = json!({"do": "draw", "player": {"player": "you"}, "count": 1});
    let spell = |effect: Value| json!({"name": "Study (test card)", "mana_cost": "{U}", "types": ["Sorcery"], "text": "Draw a card.", "spell": {"effects": [effect]}});
    let trig = |trigger: Value| json!({"name": "Watcher (test card)", "mana_cost": "{1}", "types": ["Artifact"], "text": "Watch.",
        "abilities": [{"kind": "triggered", "trigger": trigger, "effects": [draw.clone()], "text": "Watch."}]});
    let anthem = |extra: (&str, Value)| {
        let mut e = json!({"static": "anthem", "filter": {"types": ["Creature"]}, "power": 1, "toughness": 1});
        e[extra.0] = extra.1;
        json!({"name": "Banner (test card)", "mana_cost": "{2}", "types": ["Enchantment"], "text": "Creatures get +1/+1.", "abilities": [{"kind": "static", "effect": e, "text": "Creatures get +1/+1."}]})
    };
    let mut misspelt = draw.clone();
    misspelt["cuont"] = json!(2);
    let mut amount = draw.clone();
    amount["count"] = json!({"count": "cards_in_hand", "player": "you", "extra": 1});
    let cases = [
        (spell(misspelt), "cuont"),
        // An amount is one of several forms: the error names the place and the forms.
        (spell(amount), "accepted forms of Amount"),
        (trig(json!({"on": "card_drawn", "by": "opponent", "whom": "you"})), "whom"),
        (anthem(("colour", json!("Red"))), "colour"),
    ];
    for (card, field) in cases {
        let v = json!({"format": "stackwise-scenario", "version": 1, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]});
        let err = stackwise::formats::scenario::parse(&v.to_string()).and_then(|s| s.build().map(|_| ()).map_err(|e| e.join("; "))).expect_err("refused");
        assert!(err.contains(field) && (err.contains("unknown field") || field.contains("Amount")), "{field}: {err}");
    }
    // The same cards without the stray field are read.
    let v = json!({"format": "stackwise-scenario", "version": 1, "cards": [spell(draw.clone()), trig(json!({"on": "card_drawn", "by": "opponent"}))], "players": [{"name": "A"}, {"name": "B"}]});
    stackwise::formats::scenario::parse(&v.to_string()).and_then(|s| s.build().map(|_| ()).map_err(|e| e.join("; "))).unwrap();
}
