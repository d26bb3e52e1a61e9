//! Rule 603, triggered abilities. Each test asserts on the events' rule numbers and on the state.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, StackKind};
use stackwise::rules::*;

/// Answer pending trigger-order and trigger-target decisions with the first choices.
fn answer_trigger_decisions(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..40 {
        let Some(d) = t.g().pending.clone() else { break };
        let a = match d.kind {
            DecisionKind::OrderTriggers { triggers, .. } => json!({"action": "order_triggers", "player": d.player.0, "order": triggers}),
            DecisionKind::ChooseTargets { slots, .. } => {
                let ts: Vec<Value> = slots.iter().map(|s| serde_json::to_value(s.first().unwrap()).unwrap()).collect();
                json!({"action": "choose_targets", "player": d.player.0, "targets": ts})
            }
            k => panic!("unexpected decision {k:?}"),
        };
        ev.extend(t.act(a));
    }
    ev
}

#[test]
fn r603_2c_armageddon_with_dingus_egg_triggers_once_per_land() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Armageddon", "label": "geddon"}], "battlefield": ["Plains", "Plains", "Plains", "Plains"]},
            {"name": "B", "battlefield": ["Forest", "Forest", "Forest", {"card": "Dingus Egg", "label": "egg"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@geddon", "auto_pay": true}));
    let mut ev = t.pass_all();
    // Seven lands left at once: the Egg triggers seven times (603.2c), all controlled by B.
    assert_eq!(triggered(&ev), 7, "{:?}", rules(&ev));
    assert!(cites(&ev, "603.2"));
    ev.extend(answer_trigger_decisions(&mut t));
    assert!(cites(&ev, "603.3b"));
    assert_eq!(t.g().stack.len(), 7);
    assert!(t.g().stack.iter().all(|s| s.controller == PlayerId(1) && s.kind == StackKind::Triggered));
    for _ in 0..7 {
        t.pass_all();
    }
    // 2 damage to each land's controller: A lost four lands, B three.
    assert_eq!(t.life(0), 12);
    assert_eq!(t.life(1), 14);
}

#[test]
fn r603_2d_becomes_tapped_triggers_on_the_change_only() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Forest", "label": "forest"}, {"card": "Psychic Venom", "label": "venom", "attached_to": "forest"}]},
            {"name": "B"}
        ]}));
    // Tapping the enchanted land for mana makes it become tapped: the Venom triggers.
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@forest", "ability": 0}));
    assert_eq!(triggered(&ev), 1);
    assert!(cites(&ev, "603.2"));
    // Activating the mana ability is an action: A receives priority again (116.3c),
    // so the waiting trigger goes on the stack right then (603.3).
    assert!(cites(&ev, "603.3b"));
    assert_eq!(t.g().stack.len(), 1);
    assert!(t.g().waiting_triggers.is_empty());
    t.pass_all();
    assert_eq!(t.life(0), 18);
    // Untapping is not becoming tapped: nothing more triggers through the next untap.
    let forest = t.id("forest");
    t.gm().untap(forest, "test");
    assert!(t.g().waiting_triggers.is_empty());
}

fn felidar(life: i32) -> T {
    T::new(json!({
        "turn": {"number": 2, "active": 1, "step": "end"},
        "players": [
            {"name": "A", "life": life, "library": ["Plains", "Plains"], "hand": [], "battlefield": [{"card": "Felidar Sovereign", "label": "cat"}]},
            {"name": "B", "library": ["Mountain", "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}
        ]}))
}

fn to_a_upkeep(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..6 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r603_4_felidar_sovereign_at_39_life_does_not_trigger() {
    let mut t = felidar(39);
    let ev = to_a_upkeep(&mut t);
    assert_eq!(t.g().turn.step, Step::Upkeep);
    assert_eq!(triggered(&ev), 0, "the 'if' is false when the upkeep begins: no trigger");
    assert!(t.g().stack.is_empty());
    assert!(t.g().winners.is_none());
}

#[test]
fn r603_4_felidar_sovereign_40_then_39_is_removed_on_resolution() {
    let mut t = felidar(40);
    let ev = to_a_upkeep(&mut t);
    assert_eq!(triggered(&ev), 1);
    assert_eq!(t.g().stack.len(), 1);
    // In response, B bolts A down to 37.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 37);
    let ev = t.pass_all();
    // 608.2a: the condition is checked again; false now: removed, no win.
    assert!(cites(&ev, "608.2a"), "{:?}", rules(&ev));
    assert!(t.g().winners.is_none());
    assert!(t.g().stack.is_empty());
}

#[test]
fn r603_4_felidar_sovereign_at_40_on_resolution_wins() {
    let mut t = felidar(40);
    to_a_upkeep(&mut t);
    let ev = t.pass_all();
    assert!(cites(&ev, "104.2b"));
    assert_eq!(t.g().winners, Some(vec![PlayerId(0)]));
}

#[test]
fn r603_6d_leaves_the_battlefield_triggers_look_back() {
    // The seed example: an artifact that watches creatures die is destroyed with two
    // creatures by one spell; its ability still triggers twice.
    let mut t = T::new(json!({
        "cards": [{"name": "Grave Watcher", "mana_cost": "{2}", "type": "Artifact",
                   "text": "Whenever a creature is put into a graveyard from the battlefield, you gain 1 life."}],
        "players": [
            {"name": "A", "hand": [{"card": "Planar Cleansing", "label": "pc"}], "battlefield": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", {"card": "Grave Watcher", "label": "watcher"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Hill Giant", "label": "b2"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pc", "auto_pay": true}));
    let mut ev = t.pass_all();
    assert_eq!(t.zone("watcher"), "graveyard");
    assert_eq!(triggered(&ev), 2, "{:?}", rules(&ev));
    // The log says these triggered by looking back (603.6d).
    assert_eq!(ev.iter().filter(|e| e.rule == "603.2+603.6d").count(), 2, "{:?}", rules(&ev));
    ev.extend(answer_trigger_decisions(&mut t));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.life(0), 22);
}

/// Two Blood Artists, one per player: one death triggers both.
fn apnap_game(players: usize) -> T {
    let mut ps = vec![
        json!({"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", {"card": "Blood Artist", "label": "art_a"}]}),
        json!({"name": "B", "battlefield": [{"card": "Blood Artist", "label": "art_b"}, {"card": "Grizzly Bears", "label": "bears"}]}),
    ];
    if players == 3 {
        ps.push(json!({"name": "C", "battlefield": [{"card": "Blood Artist", "label": "art_c"}]}));
    }
    T::new(json!({"players": ps, "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r603_3b_apnap_active_player_resolves_last() {
    let mut t = apnap_game(2);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let mut ev = t.pass_all();
    assert_eq!(triggered(&ev), 2);
    ev.extend(answer_trigger_decisions(&mut t));
    // The active player's trigger goes on the stack first, so it is at the bottom.
    let owners: Vec<PlayerId> = t.g().stack.iter().map(|s| s.controller).collect();
    assert_eq!(owners, vec![PlayerId(0), PlayerId(1)]);
    let put: Vec<&Event> = ev.iter().filter(|e| matches!(e.kind, EventKind::TriggerPutOnStack { .. })).collect();
    assert!(matches!(put[0].kind, EventKind::TriggerPutOnStack { controller: PlayerId(0), .. }));
    assert!(put.iter().all(|e| e.rule == "603.3b"));
}

#[test]
fn r603_3b_apnap_three_players() {
    let mut t = apnap_game(3);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let mut ev = t.pass_all();
    assert_eq!(triggered(&ev), 3);
    ev.extend(answer_trigger_decisions(&mut t));
    let owners: Vec<PlayerId> = t.g().stack.iter().map(|s| s.controller).collect();
    assert_eq!(owners, vec![PlayerId(0), PlayerId(1), PlayerId(2)], "A first (resolves last), then B, then C on top");
    // C's resolves first.
    t.pass_all();
    assert_eq!(t.g().stack.len(), 2);
    assert_eq!(t.life(2), 21);
}

#[test]
fn r603_6b_a_land_that_enters_as_a_creature_triggers_creature_abilities() {
    // "All Forests are creatures": a Forest is a creature from the moment it enters,
    // so Soul Warden's "whenever another creature enters" triggers.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Forest", "label": "forest"}], "battlefield": ["Living Lands", "Soul Warden"]},
            {"name": "B"}
        ]}));
    let ev = t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert!(cites(&ev, "603.3b"));
    t.pass_all();
    assert_eq!(t.life(0), 21);
}

#[test]
fn r603_6b_without_the_effect_a_land_triggers_nothing() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "hand": [{"card": "Forest", "label": "forest"}], "battlefield": ["Soul Warden"]}, {"name": "B"}]}));
    let ev = t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert_eq!(triggered(&ev), 0);
}

#[test]
fn r603_6b_humility_stops_a_creatures_own_enters_trigger() {
    // Under Humility the entering Wall of Omens has no abilities from the moment it enters.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": ["Plains", "Plains"], "hand": [{"card": "Wall of Omens", "label": "wall"}], "battlefield": ["Humility", "Plains", "Plains"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wall", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(t.zone("wall"), "battlefield");
    assert_eq!(triggered(&ev), 0, "{:?}", rules(&ev));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
    let c = t.g().chars(t.id("wall")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)), "613 layer 7b: Humility makes it 1/1");
    assert!(c.keywords.is_empty(), "and it loses defender (layer 6)");
}

#[test]
fn r603_6a_wall_of_omens_draws_without_humility() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": ["Plains", "Plains"], "hand": [{"card": "Wall of Omens", "label": "wall"}], "battlefield": ["Plains", "Plains"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wall", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(triggered(&ev), 1);
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
}

fn empty_hand_engine() -> Value {
    json!({"name": "Empty-Handed Engine", "mana_cost": "{2}", "type": "Artifact", "text": "When you have no cards in hand, draw a card."})
}

#[test]
fn r603_8_state_trigger_fires_once_and_not_again_while_on_the_stack() {
    let mut t = T::new(json!({
        "cards": [empty_hand_engine()],
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Forest", "Forest", "Forest"],
             "battlefield": ["Mountain", "Empty-Handed Engine"]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt_b"}], "battlefield": ["Mountain"]}
        ]}));
    // A casts her last card: her hand is empty, and the state trigger fires as she gets priority.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert_eq!(t.g().stack.len(), 2);
    // B responds; the game checks again with A's hand still empty: no second trigger (603.8).
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt_b", "targets": [{"player": 0}], "auto_pay": true}));
    assert_eq!(triggered(&ev), 0, "{:?}", rules(&ev));
    assert_eq!(t.g().stack.len(), 3);
    t.pass_all(); // B's Bolt
    t.pass_all(); // the state trigger: A draws
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
    let ev = t.pass_all(); // A's Bolt; her hand is not empty: nothing triggers
    assert_eq!(triggered(&ev), 0);
    assert_eq!(t.life(1), 17);
    assert_eq!(t.life(0), 17);
}

/// A test card written as printed: an enchantment with the given rules text.
fn enchantment(name: &str, text: &str) -> Value {
    json!({"name": name, "mana_cost": "{1}", "type": "Enchantment", "text": text})
}

/// A test card with one triggered ability, in the card form: for checking
/// the form's validation of a trigger no printed wording makes.
fn watcher(name: &str, trigger: Value, effects: Value) -> Value {
    json!({"name": name, "mana_cost": "{1}", "types": ["Enchantment"], "text": name,
           "abilities": [{"kind": "triggered", "trigger": trigger, "effects": effects, "text": name}]})
}

#[test]
fn r603_1_spell_cast_trigger() {
    let mut t = T::new(json!({
        "cards": [enchantment("Spell Watcher", "Whenever an opponent casts a spell, you gain 1 life.")],
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Spell Watcher"]},
            {"name": "B", "battlefield": ["Spell Watcher"]}
        ]}));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    // Only B's watcher: A's own spell is not an opponent's.
    assert_eq!(triggered(&ev), 1);
    assert_eq!(t.g().stack.last().unwrap().controller, PlayerId(1));
    t.pass_all();
    assert_eq!(t.life(1), 21);
}

#[test]
fn r603_1_life_gained_and_lost_triggers() {
    let mut t = T::new(json!({
        "cards": [
            enchantment("Gain Watcher", "Whenever you gain life, each opponent loses 1 life."),
            enchantment("Loss Watcher", "Whenever an opponent loses life, put a charge counter on Loss Watcher.")
        ],
        "players": [
            {"name": "A", "hand": [{"card": "Grizzly Bears", "label": "gb"}], "battlefield": ["Forest", "Forest", "Soul Warden", "Gain Watcher", {"card": "Loss Watcher", "label": "lw"}]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    t.pass_all(); // Bears enter: Soul Warden triggers
    t.pass_all(); // A gains 1: the gain watcher triggers
    assert_eq!(t.life(0), 21);
    t.pass_all(); // B loses 1: the loss watcher triggers
    assert_eq!(t.life(1), 19);
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("lw")].extra.counters.get("charge").copied(), Some(1));
}

#[test]
fn r603_1_draw_and_discard_triggers() {
    let mut t = T::new(json!({
        "cards": [
            enchantment("Draw Watcher", "Whenever an opponent draws a card, each opponent loses 1 life."),
            enchantment("Discard Watcher", "Whenever a player discards a card, you gain 2 life.")
        ],
        "players": [
            {"name": "A", "hand": [{"card": "Wheel of Fortune", "label": "wheel"}, "Forest"], "library": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"],
             "battlefield": ["Mountain", "Mountain", "Mountain"]},
            {"name": "B", "library": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], "battlefield": ["Draw Watcher", "Discard Watcher"]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "auto_pay": true}));
    let ev = t.pass_all();
    // One discard (A's Forest) and fourteen draws, seven of them by B's opponent A.
    assert_eq!(triggered(&ev), 8, "{:?}", rules(&ev));
}

#[test]
fn r603_1_counters_and_becomes_blocked_triggers() {
    let mut t = T::new(json!({
        "cards": [{"name": "Angry Bear", "mana_cost": "{1}{G}", "type": "Creature — Bear", "power": 2, "toughness": 2,
                   "text": "Whenever Angry Bear becomes blocked, it gets +1/+1 until end of turn.\nWhenever one or more +1/+1 counters are placed on Angry Bear, you gain 3 life."}],
        "players": [
            {"name": "A", "hand": [{"card": "Battlegrowth", "label": "bg"}], "battlefield": ["Forest", {"card": "Angry Bear", "label": "bear"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Llanowar Elves", "label": "b2"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bg", "targets": [{"object": "@bear"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(triggered(&ev), 1, "a +1/+1 counter was put on it: {:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.life(0), 23);
    // Combat: blocked by two creatures, it triggers once.
    for _ in 0..6 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bear", "target": {"player": 1}}]}));
    t.pass_all();
    let ev = t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@b1", "attacker": "@bear"}, {"blocker": "@b2", "attacker": "@bear"}]}));
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
}

#[test]
fn r603_9_a_player_losing_the_game_triggers() {
    let mut t = T::new(json!({
        "cards": [enchantment("Loss Mourner", "Whenever a player loses the game, you gain 5 life.")],
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
            {"name": "B", "battlefield": ["Loss Mourner"]},
            {"name": "C", "life": 3}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 2}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5a"));
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.life(1), 25);
    assert!(t.g().winners.is_none(), "the game goes on with A and B");
}

fn gravedigger(graveyard: Value) -> T {
    T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Gravedigger", "label": "gd"}], "graveyard": graveyard, "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"]},
            {"name": "B", "graveyard": ["Hill Giant"]}
        ]}))
}

/// Cast Gravedigger, let it resolve, and target the Bears in A's graveyard with its trigger.
fn dig(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gd", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("targets for the trigger (603.3d)");
    match d.kind {
        DecisionKind::ChooseTargets { slots, .. } => assert_eq!(slots, vec![vec![TargetChoice::Object(t.id("bears"))]], "only A's own creature card"),
        k => panic!("unexpected {k:?}"),
    }
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    t.pass_all();
}

#[test]
fn r603_5_optional_ability_goes_on_the_stack_and_the_choice_is_made_on_resolution() {
    let mut t = gravedigger(json!([{"card": "Grizzly Bears", "label": "bears"}]));
    dig(&mut t);
    let d = t.g().pending.clone().expect("the 'may' choice");
    assert_eq!(d.rule, "603.5");
    t.act(json!({"action": "choose_object", "player": 0, "object": t.g().stack.last().unwrap().id.0}));
    assert_eq!(t.zone("bears"), "hand");
}

#[test]
fn r603_5_declining_the_optional_effect_does_nothing() {
    let mut t = gravedigger(json!([{"card": "Grizzly Bears", "label": "bears"}]));
    dig(&mut t);
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(cites(&ev, "603.5"));
    assert_eq!(t.zone("bears"), "graveyard");
    assert!(t.g().stack.is_empty());
}

#[test]
fn r603_3d_no_legal_target_removes_the_trigger() {
    let mut t = gravedigger(json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gd", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "603.2"));
    assert!(cites(&ev, "603.3d"));
    assert!(t.g().pending.is_none());
    assert!(t.g().stack.is_empty());
}

fn oring() -> T {
    T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Oblivion Ring", "label": "ring"}], "battlefield": ["Plains", "Plains", "Plains"]},
            {"name": "B", "hand": [{"card": "Disenchant", "label": "dis"}], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Plains", "Plains"]}
        ]}))
}

#[test]
fn r603_10_oblivion_ring_returns_the_card_its_linked_ability_exiled() {
    let mut t = oring();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ring", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "exile");
    // B destroys the Ring: its leaves-the-battlefield ability (603.6c) returns the Bears.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@dis", "targets": [{"object": "@ring"}], "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert!(cites(&ev, "603.2"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bears"), "exile", "the ability waits on the stack");
    let ev = both_pass(&mut t);
    // 607.2a: "the exiled card" is the one the Ring's linked ability exiled.
    assert!(cites(&ev, "607.2a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bears"), "battlefield");
    let bears = t.id("bears");
    assert_eq!(t.g().objects[&bears].controller, PlayerId(1));
    assert!(t.g().objects[&bears].summoning_sick, "a new object (400.7)");
}

#[test]
fn r603_10_ring_destroyed_in_response_exiles_for_good() {
    // The leaves ability resolves first and has nothing to return; the enters ability then
    // exiles the Bears, and no linked ability will ever bring them back.
    let mut t = oring();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ring", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    assert_eq!(t.g().stack.len(), 1);
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@dis", "targets": [{"object": "@ring"}], "auto_pay": true}));
    both_pass(&mut t); // Disenchant: the Ring leaves; its leaves ability triggers
    let ev = both_pass(&mut t); // the leaves ability resolves: nothing was exiled yet
    assert!(ev.iter().any(|e| cites(std::slice::from_ref(e), "607.2a") && e.text.contains("nothing returns")), "{:?}", rules(&ev));
    both_pass(&mut t); // the enters ability resolves
    assert_eq!(t.zone("bears"), "exile");
    assert!(t.g().stack.is_empty());
}

#[test]
fn r603_7a_flickerwisp_returns_the_card_at_the_next_end_step() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Flickerwisp", "label": "wisp"}], "battlefield": ["Plains", "Plains", "Plains"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wisp", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    let ev = t.pass_all();
    assert!(cites(&ev, "603.7a"), "a delayed trigger is created: {:?}", rules(&ev));
    assert_eq!(t.zone("bears"), "exile");
    // Nothing happens until the end step begins; then it triggers (603.7) and returns the card.
    let mut ev = Vec::new();
    for _ in 0..8 {
        ev.extend(t.pass_all());
        if t.g().turn.step == Step::End {
            break;
        }
    }
    assert!(ev.iter().any(|e| e.rule == "603.7" && matches!(e.kind, EventKind::AbilityTriggered { .. })), "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().objects[&t.id("bears")].controller, PlayerId(1));
    assert!(t.g().delayed.is_empty(), "it triggers once (603.7b)");
}

#[test]
fn r603_7a_created_during_an_end_step_waits_for_the_next_one() {
    let mut t = T::new(json!({
        "cards": [{"name": "Test Blink", "mana_cost": "{W}", "type": "Instant",
                   "text": "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step."}],
        "turn": {"number": 3, "active": 0, "step": "end"},
        "players": [
            {"name": "A", "hand": [{"card": "Test Blink", "label": "blink"}], "library": ["Plains", "Plains"], "battlefield": ["Plains"]},
            {"name": "B", "library": ["Plains", "Plains"], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blink", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "exile");
    // Through this turn's end and cleanup and into B's turn: still exiled until B's end step.
    let mut returned_at = None;
    for _ in 0..16 {
        t.pass_all();
        if t.zone("bears") == "battlefield" {
            returned_at = Some((t.g().turn.number, t.g().turn.step));
            break;
        }
    }
    assert_eq!(returned_at, Some((4, Step::End)));
}

// ---- More trigger events (603.1, 603.2) ----

/// Pass (answering trigger decisions with the first choices) until the stack is empty.
fn drain(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..30 {
        ev.extend(answer_trigger_decisions(t));
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

fn zone_of(t: &T, label: &str) -> String {
    t.zone(label)
}

/// Pass until the given step of the given turn begins (or a decision is pending).
fn pass_until(t: &mut T, turn: u32, step: stackwise::rules::types::Step) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..60 {
        if (t.g().turn.number == turn && t.g().turn.step == step) || t.g().pending.is_some() || t.g().winners.is_some() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r603_1_becomes_tapped_and_untapped_for_any_matching_permanent() {
    let mut t = T::new(json!({
        "cards": [
            enchantment("Tap Watcher", "Whenever a creature becomes tapped, you gain 1 life."),
            enchantment("Untap Watcher (test card)", "Whenever a creature becomes untapped, you gain 3 life.")
        ],
        "players": [
            {"name": "A", "battlefield": [{"card": "Llanowar Elves", "label": "elf"}, {"card": "Forest", "label": "forest"}, "Tap Watcher", "Untap Watcher (test card)"]},
            {"name": "B"}
        ]}));
    // A land becoming tapped is not a creature becoming tapped.
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@forest", "ability": 0}));
    assert_eq!(triggered(&ev), 0, "{:?}", rules(&ev));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@elf", "ability": 0}));
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| e.text.contains("Llanowar Elves became tapped")));
    t.pass_all();
    assert_eq!(t.life(0), 21);
    // Untapping it is a change too: the other watcher triggers (603.2d).
    let elf = t.id("elf");
    t.gm().untap(elf, "test");
    assert_eq!(t.g().waiting_triggers.len(), 1);
    assert!(t.g().waiting_triggers[0].event.contains("became untapped"));
    // Untapping an untapped permanent is no change: nothing more triggers.
    t.gm().untap(elf, "test");
    assert_eq!(t.g().waiting_triggers.len(), 1);
}

#[test]
fn r603_2a_abilities_trigger_in_the_untap_step_where_nobody_can_cast_spells() {
    let mut t = T::new(json!({
        "cards": [enchantment("Untap Watcher (test card)", "Whenever a creature becomes untapped, you gain 3 life.")],
        "turn": {"number": 1, "active": 1, "step": "end"},
        "players": [
            {"name": "A", "library": ["Forest", "Forest"], "battlefield": [{"card": "Llanowar Elves", "tapped": true}, "Untap Watcher (test card)"]},
            {"name": "B", "library": ["Forest", "Forest"]}
        ]}));
    let ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Upkeep);
    // The Elves untap in A's untap step (502.2), where no player receives priority (502.3):
    // the ability triggers there anyway and goes on the stack in the upkeep.
    let trig = ev.iter().position(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })).expect("a trigger");
    let untap = ev.iter().position(|e| e.rule == "502.2").expect("untap");
    assert!(untap < trig);
    assert_eq!(t.g().turn.step, stackwise::rules::types::Step::Upkeep);
    assert_eq!(t.g().stack.len(), 1);
    t.pass_all();
    assert_eq!(t.life(0), 23);
}

#[test]
fn r603_2b_every_beginning_of_step_ability_triggers_when_the_step_begins() {
    let mut t = T::new(json!({
        "cards": [
            enchantment("Each Upkeep", "At the beginning of each upkeep, you gain 1 life."),
            enchantment("Your Upkeep", "At the beginning of your upkeep, you gain 10 life.")
        ],
        "turn": {"number": 1, "active": 1, "step": "end"},
        "players": [
            {"name": "A", "library": ["Forest", "Forest"], "battlefield": ["Each Upkeep", "Your Upkeep"]},
            {"name": "B", "library": ["Forest", "Forest"], "battlefield": ["Each Upkeep", "Your Upkeep"]}
        ]}));
    let ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Upkeep);
    // A's upkeep: both "each upkeep" abilities and A's "your upkeep" one; not B's.
    assert_eq!(triggered(&ev), 3, "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| e.text.contains("the upkeep began")));
    let ev2 = answer_trigger_decisions(&mut t);
    assert!(cites(&ev2, "603.3b"));
    for _ in 0..3 {
        t.pass_all();
    }
    assert_eq!(t.life(0), 31);
    assert_eq!(t.life(1), 21);
}

#[test]
fn r603_3a_the_controller_of_the_source_controls_the_trigger() {
    // A owns Soul Warden, B controls it: the triggered ability is B's.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Grizzly Bears", "label": "gb"}], "battlefield": ["Forest", "Forest", {"card": "Soul Warden", "controller": 1}]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    let ev = t.pass_all();
    let ctl = ev.iter().find_map(|e| match e.kind {
        EventKind::AbilityTriggered { controller, .. } => Some(controller),
        _ => None,
    });
    assert_eq!(ctl, Some(PlayerId(1)));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::TriggerPutOnStack { controller, .. } if controller == PlayerId(1))));
    for _ in 0..3 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 21);
    assert_eq!(t.life(0), 20);
}

#[test]
fn r603_6c_leaves_the_battlefield_to_a_named_zone() {
    let mut t = T::new(json!({
        "cards": [
            enchantment("Bounce Watcher (test card)", "Whenever a creature is returned to a player's hand, you gain 2 life."),
            enchantment("Exile Watcher (test card)", "Whenever a creature is put into exile from the battlefield, you gain 5 life.")
        ],
        "players": [
            {"name": "A", "hand": [{"card": "Unsummon", "label": "uns"}, {"card": "Oblivion Ring", "label": "ring"}],
             "battlefield": ["Island", "Plains", "Plains", "Plains", "Bounce Watcher (test card)", "Exile Watcher (test card)"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@uns", "targets": [{"object": "@gb"}], "auto_pay": true}));
    let ev = drain(&mut t);
    assert_eq!(triggered(&ev), 1, "only the return-to-hand watcher: {:?}", rules(&ev));
    assert!(ev.iter().any(|e| e.text.contains("returned to its owner's hand")));
    assert_eq!(t.life(0), 22);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ring", "auto_pay": true}));
    let mut ev = t.pass_all(); // the Ring resolves; its trigger asks for a target
    assert!(t.g().pending.is_some());
    ev.extend(t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@hg"}]})));
    ev.extend(drain(&mut t));
    assert_eq!(zone_of(&t, "hg"), "exile");
    assert_eq!(triggered(&ev), 2, "the Ring's own trigger and the exile watcher: {:?}", rules(&ev));
    assert_eq!(t.life(0), 27);
}

#[test]
fn r603_6c_from_anywhere_is_not_a_leaves_the_battlefield_trigger() {
    // Two creatures watch creature cards reach a graveyard: one "from the battlefield"
    // (looks back, 603.6d), one "from anywhere" (does not: 603.6c).
    let field = json!({"name": "Field Watcher", "mana_cost": "{1}", "type": "Creature — Spirit", "power": 1, "toughness": 1,
        "text": "Whenever a creature is put into a graveyard from the battlefield, you gain 1 life."});
    let anywhere = json!({"name": "Anywhere Watcher", "mana_cost": "{1}", "type": "Creature — Spirit", "power": 1, "toughness": 1,
        "text": "Whenever a creature card is put into a graveyard from anywhere, you gain 1 life."});
    let mut t = T::new(json!({
        "cards": [field, anywhere],
        "players": [
            {"name": "A", "hand": [{"card": "Wrath of God", "label": "wrath"}], "battlefield": ["Plains", "Plains", "Plains", "Plains", "Field Watcher"]},
            {"name": "B", "battlefield": ["Anywhere Watcher", "Grizzly Bears", "Hill Giant"]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    let ev = t.pass_all();
    let by = |p: u8| ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { controller, .. } if controller == PlayerId(p))).count();
    assert_eq!(by(0), 4, "the field watcher sees all four, itself included: {:?}", rules(&ev));
    assert_eq!(by(1), 0, "the from-anywhere watcher left with them and sees nothing");
}

#[test]
fn r603_1_put_into_a_graveyard_from_anywhere() {
    let own = json!({"name": "Phoenix Ash", "mana_cost": "{1}{R}", "type": "Creature — Phoenix", "power": 1, "toughness": 1,
        "text": "When Phoenix Ash is put into a graveyard from anywhere, you gain 5 life."});
    let mut t = T::new(json!({
        "cards": [enchantment("Graveyard Watcher", "Whenever a card is put into your graveyard from anywhere, you gain 1 life."), own],
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Graveyard Watcher"]},
            {"name": "B", "battlefield": [{"card": "Phoenix Ash", "label": "ash"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@ash"}], "auto_pay": true}));
    let ev = t.pass_all();
    // The Bolt goes to A's graveyard from the stack (A's watcher: 1), the creature card to B's
    // graveyard (its own ability, seen from the graveyard: 5; not A's graveyard: no watcher).
    assert_eq!(triggered(&ev), 2, "{:?}", rules(&ev));
    answer_trigger_decisions(&mut t);
    t.pass_all();
    t.pass_all();
    assert_eq!(t.life(0), 21);
    assert_eq!(t.life(1), 25);
}

#[test]
fn r603_1_counters_removed_trigger_with_that_much() {
    let battery = json!({"name": "Charge Battery (test card)", "mana_cost": "{1}", "type": "Artifact",
        "text": "Charge Battery (test card) enters the battlefield with three charge counters on it.\n{T}, Remove two charge counters from Charge Battery (test card): Draw a card.\nWhenever one or more charge counters are removed from Charge Battery (test card), you gain that much life."});
    let mut t = T::new(json!({
        "cards": [battery],
        "players": [
            {"name": "A", "library": ["Forest"], "battlefield": [{"card": "Charge Battery (test card)", "label": "bat", "counters": {"charge": 3}}]},
            {"name": "B"}
        ]}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@bat", "ability": 0}));
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.life(0), 22, "that much = the two counters removed");
}

#[test]
fn r603_1_hypnotic_specter_deals_damage_to_an_opponent() {
    let game = || {
        T::new(json!({
            "seed": 7,
            "turn": {"number": 2, "active": 0, "step": "precombat_main"},
            "players": [
                {"name": "A", "battlefield": [{"card": "Hypnotic Specter", "label": "hs"}]},
                {"name": "B", "hand": ["Forest", "Island", "Swamp", "Mountain"]}
            ]}))
    };
    let run = |t: &mut T| -> Vec<Event> {
        let mut ev = pass_until(t, 2, stackwise::rules::types::Step::DeclareAttackers);
        ev.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@hs", "target": {"player": 1}}]})));
        for _ in 0..8 {
            if t.g().pending.is_some() {
                ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []})));
            }
            if t.g().player(PlayerId(1)).graveyard.len() == 1 {
                break;
            }
            ev.extend(t.pass_all());
        }
        ev
    };
    let mut t = game();
    let ev = run(&mut t);
    assert!(ev.iter().any(|e| e.text.contains("Hypnotic Specter dealt 2 combat damage to B")), "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    assert_eq!(t.life(1), 18);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 3);
    assert!(cites(&ev, "701.8b"));
    // Same seed, same actions: the same card is discarded (the generator lives in the state).
    let gone = t.g().objects[&t.g().player(PlayerId(1)).graveyard[0]].def.name.clone();
    let mut t2 = game();
    run(&mut t2);
    assert_eq!(t2.g().objects[&t2.g().player(PlayerId(1)).graveyard[0]].def.name, gone);
}

#[test]
fn r603_1_noncombat_damage_dealt_by_a_creature_you_control() {
    let mut t = T::new(json!({
        "cards": [enchantment("Damage Watcher (test card)", "Whenever a creature you control deals damage to a creature, you gain that much life.")],
        "players": [
            {"name": "A", "battlefield": [{"card": "Prodigal Sorcerer", "label": "tim"}, "Damage Watcher (test card)"]},
            {"name": "B", "battlefield": [{"card": "Hill Giant", "label": "hg"}]}
        ]}));
    // To a player: not a creature, no trigger.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [{"player": 1}]}));
    let ev = t.pass_all();
    assert_eq!(triggered(&ev), 0);
    let tim = t.id("tim");
    t.gm().untap(tim, "test");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [{"object": "@hg"}]}));
    let ev = t.pass_all();
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.life(0), 21);
}

// ---- Delayed triggered abilities (603.7) ----

/// A 2/2 test creature written as printed, whose text creates a delayed triggered ability.
fn delayed_creature(name: &str, text: &str) -> Value {
    json!({"name": name, "mana_cost": "{1}", "type": "Creature — Human", "power": 2, "toughness": 2, "text": text})
}

#[test]
fn r603_7a_a_leaves_trigger_about_a_creature_that_already_left_never_triggers() {
    let card = delayed_creature("Doomed Volunteer", "{1}: When Doomed Volunteer leaves the battlefield, you gain 5 life.");
    let mut t = T::new(json!({
        "cards": [card],
        "players": [
            {"name": "A", "battlefield": ["Mountain", {"card": "Doomed Volunteer", "label": "dv"}]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@dv", "ability": 0, "auto_pay": true}));
    // B answers: the creature dies before the ability that would watch it resolves.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@dv"}], "auto_pay": true}));
    let mut ev = t.pass_all();
    assert_eq!(zone_of(&t, "dv"), "graveyard");
    ev.extend(drain(&mut t));
    assert!(cites(&ev, "603.7a"), "{:?}", rules(&ev));
    assert_eq!(triggered(&ev), 0);
    assert_eq!(t.life(0), 20, "the delayed ability never triggers");
}

#[test]
fn r603_7a_a_leaves_trigger_created_in_time_triggers_once() {
    let card = delayed_creature("Doomed Volunteer", "{1}: When Doomed Volunteer leaves the battlefield, you gain 5 life.");
    let mut t = T::new(json!({
        "cards": [card],
        "players": [
            {"name": "A", "battlefield": ["Mountain", {"card": "Doomed Volunteer", "label": "dv"}]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@dv", "ability": 0, "auto_pay": true}));
    drain(&mut t);
    assert_eq!(t.g().delayed.len(), 1);
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@dv"}], "auto_pay": true}));
    let ev = drain(&mut t);
    assert!(cites(&ev, "603.7"), "{:?}", rules(&ev));
    assert_eq!(t.life(0), 25);
    assert!(t.g().delayed.is_empty(), "once only (603.7b)");
}

fn untap_test_game(this_turn: bool) -> T {
    let card = delayed_creature("Patient Watcher", &format!("{{T}}: When Patient Watcher becomes untapped{}, you gain 3 life.", if this_turn { " this turn" } else { "" }));
    let untapper = json!({"name": "Untap Spell", "mana_cost": "{U}", "type": "Instant", "text": "Untap target creature."});
    T::new(json!({
        "cards": [card, untapper],
        "players": [
            {"name": "A", "hand": [{"card": "Untap Spell", "label": "us"}], "battlefield": ["Island", {"card": "Patient Watcher", "label": "pw"}]},
            {"name": "B"}
        ]}))
}

#[test]
fn r603_7a_an_untap_before_the_delayed_ability_exists_does_not_count() {
    let mut t = untap_test_game(false);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pw", "ability": 0}));
    // In response the creature untaps: the delayed ability doesn't exist yet.
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@us", "targets": [{"object": "@pw"}], "auto_pay": true}));
    ev.extend(drain(&mut t));
    assert!(!t.g().objects[&t.id("pw")].tapped);
    assert_eq!(triggered(&ev), 0, "{:?}", rules(&ev));
    assert_eq!(t.g().delayed.len(), 1, "it waits for the next time the creature untaps");
    assert_eq!(t.life(0), 20);
    // The next time it becomes untapped, it triggers.
    let pw = t.id("pw");
    t.gm().tap(pw, "test");
    t.gm().untap(pw, "test");
    assert_eq!(t.g().waiting_triggers.len(), 1);
    assert!(t.g().delayed.is_empty());
}

#[test]
fn r603_7b_a_delayed_ability_triggers_once_unless_it_states_a_duration() {
    for (this_turn, expected) in [(false, 1), (true, 2)] {
        let mut t = untap_test_game(this_turn);
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@pw", "ability": 0}));
        drain(&mut t);
        let pw = t.id("pw");
        for _ in 0..2 {
            t.gm().untap(pw, "test");
            t.gm().tap(pw, "test");
        }
        assert_eq!(t.g().waiting_triggers.len(), expected, "this_turn = {this_turn}");
    }
}

fn fleeting() -> Value {
    json!({"name": "Fleeting Guest", "mana_cost": "{1}{W}", "type": "Creature — Spirit", "power": 3, "toughness": 3,
           "text": "When Fleeting Guest enters the battlefield, exile it at the beginning of the next end step."})
}

fn to_end_step(t: &mut T) -> Vec<Event> {
    let mut ev = pass_until(t, 1, stackwise::rules::types::Step::End);
    ev.extend(drain(t));
    ev
}

#[test]
fn r603_7c_the_delayed_ability_follows_its_object_even_if_its_characteristics_change() {
    let mut t = T::new(json!({
        "cards": [fleeting()],
        "players": [
            {"name": "A", "hand": [{"card": "Fleeting Guest", "label": "fg"}, {"card": "Humility", "label": "hum"}], "battlefield": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fg", "auto_pay": true}));
    drain(&mut t);
    assert_eq!(t.g().delayed.len(), 1);
    // Humility changes it (1/1, no abilities): the delayed ability still knows it.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hum", "auto_pay": true}));
    drain(&mut t);
    let fg = t.id("fg");
    assert_eq!(t.g().chars(fg).unwrap().power, Some(1));
    let ev = to_end_step(&mut t);
    assert!(cites(&ev, "603.7"), "{:?}", rules(&ev));
    assert_eq!(zone_of(&t, "fg"), "exile");
}

#[test]
fn r603_7c_the_delayed_ability_loses_an_object_that_left_its_zone() {
    let mut t = T::new(json!({
        "cards": [fleeting()],
        "players": [
            {"name": "A", "hand": [{"card": "Fleeting Guest", "label": "fg"}, {"card": "Unsummon", "label": "uns"}], "battlefield": ["Plains", "Plains", "Island"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fg", "auto_pay": true}));
    drain(&mut t);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@uns", "targets": [{"object": "@fg"}], "auto_pay": true}));
    drain(&mut t);
    assert_eq!(zone_of(&t, "fg"), "hand");
    let ev = to_end_step(&mut t);
    // It still triggers at the end step, but finds nothing to exile (603.7c).
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert!(cites(&ev, "603.7c"), "{:?}", rules(&ev));
    assert_eq!(zone_of(&t, "fg"), "hand");
}

#[test]
fn r603_7d_a_spell_is_the_source_and_its_controller_controls_the_delayed_ability() {
    let mut t = T::new(json!({
        "turn": {"number": 1, "active": 0, "step": "precombat_main"},
        "players": [
            {"name": "A", "hand": [{"card": "Turn to Mist", "label": "mist"}], "battlefield": ["Plains", "Island"]},
            {"name": "B", "battlefield": [{"card": "Wall of Omens", "label": "wall"}], "library": ["Island", "Island"]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mist", "targets": [{"object": "@wall"}], "auto_pay": true}));
    drain(&mut t);
    assert_eq!(zone_of(&t, "wall"), "exile");
    let d = &t.g().delayed[0];
    assert_eq!(d.source_name, "Turn to Mist");
    assert_eq!(d.controller, PlayerId(0));
    let ev = to_end_step(&mut t);
    let ctl = ev.iter().find_map(|e| match e.kind {
        EventKind::AbilityTriggered { controller, .. } if e.rule == "603.7" => Some(controller),
        _ => None,
    });
    assert_eq!(ctl, Some(PlayerId(0)), "A controls it though the Wall is B's");
    // The Wall returns under its owner's control, and its own enters ability is B's.
    assert_eq!(zone_of(&t, "wall"), "battlefield");
    assert_eq!(t.g().controller_of(t.id("wall")), Some(PlayerId(1)));
}

#[test]
fn r603_7e_an_ability_of_a_stolen_source_gives_its_controller_the_delayed_ability() {
    // A's creature under B's control: B activates its ability, so the delayed ability it
    // creates is B's (603.7e), with the creature as its source.
    let card = delayed_creature("Doomed Volunteer", "{1}: When Doomed Volunteer leaves the battlefield, you gain 5 life.");
    let mut t = T::new(json!({
        "cards": [card],
        "turn": {"number": 1, "active": 1, "step": "precombat_main"},
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", {"card": "Doomed Volunteer", "label": "dv", "controller": 1}]},
            {"name": "B", "battlefield": ["Mountain"]}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@dv", "ability": 0, "auto_pay": true}));
    drain(&mut t);
    assert_eq!(t.g().delayed[0].controller, PlayerId(1));
    assert_eq!(t.g().delayed[0].source_name, "Doomed Volunteer");
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@dv"}], "auto_pay": true}));
    drain(&mut t);
    // The card went to its owner's graveyard; the delayed ability was B's: B gains the life.
    assert_eq!(t.life(1), 25);
    assert_eq!(t.life(0), 20);
}

// ---- Modal triggered abilities (603.3c) and "unless" (603.5) ----

/// A creature whose enters-the-battlefield ability is modal (603.3c), written as
/// printed: 2 damage to target creature an opponent controls, or `second`.
fn modal_creature(second: &str) -> Value {
    json!({"name": "Two-Minded Sage", "mana_cost": "{1}{R}", "type": "Creature — Human Wizard", "power": 1, "toughness": 1,
           "text": format!("When Two-Minded Sage enters the battlefield, choose one —\n• Two-Minded Sage deals 2 damage to target creature an opponent controls.\n• {second}")})
}

fn modal_game(opponent_creature: bool, second_needs_target: bool) -> T {
    let bf = if opponent_creature { json!([{"card": "Grizzly Bears", "label": "gb"}]) } else { json!([]) };
    T::new(json!({
        "cards": [modal_creature(if second_needs_target { "Target opponent loses 3 life." } else { "You gain 3 life." })],
        "players": [
            {"name": "A", "hand": [{"card": "Two-Minded Sage", "label": "sage"}], "battlefield": ["Mountain", "Mountain"]},
            {"name": "B", "battlefield": bf}
        ]}))
}

#[test]
fn r603_3c_the_mode_is_announced_as_the_ability_goes_on_the_stack() {
    let mut t = modal_game(true, false);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sage", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "603.3c"));
    let Some(d) = t.g().pending.clone() else { panic!("a mode choice: {:?}", rules(&ev)) };
    let DecisionKind::ChooseMode { legal, .. } = d.kind else { panic!("{:?}", d.kind) };
    assert_eq!(legal, vec![0, 1]);
    assert!(t.g().stack.is_empty(), "nothing on the stack until the mode (and targets) are chosen");
    t.act(json!({"action": "choose_mode", "player": 0, "mode": 0}));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@gb"}]}));
    assert_eq!(t.g().stack.len(), 1);
    assert!(t.g().stack[0].text.contains("mode 1"));
    drain(&mut t);
    assert_eq!(zone_of(&t, "gb"), "graveyard");
    assert_eq!(t.life(0), 20);
}

#[test]
fn r603_3c_a_mode_without_a_legal_target_cant_be_chosen() {
    // No creature to target: only the life mode can be chosen, so it is the one.
    let mut t = modal_game(false, false);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sage", "auto_pay": true}));
    let mut ev = t.pass_all();
    assert!(t.g().pending.is_none());
    assert!(ev.iter().any(|e| e.rule == "603.3c" && e.text.contains("only one mode")), "{:?}", rules(&ev));
    ev.extend(drain(&mut t));
    assert_eq!(t.life(0), 23);
    // And with both modes possible, asking for a mode that doesn't exist is refused, state unchanged.
    let mut t = modal_game(true, false);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sage", "auto_pay": true}));
    t.pass_all();
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "choose_mode", "player": 0, "mode": 5})).unwrap_err();
    assert!(err.to_string().contains("no mode 5"), "{err}");
    assert!(before == *t.g());
}

#[test]
fn r603_3c_with_no_mode_that_can_be_chosen_the_ability_is_removed() {
    // Both modes need a target. B has no creature, so only mode 2 (target opponent) can be chosen.
    let mut t = modal_game(false, true);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sage", "auto_pay": true}));
    let ev = t.pass_all();
    // Mode 2 (target opponent) is the only legal one: chosen without asking.
    assert!(ev.iter().any(|e| e.rule == "603.3c"), "{:?}", rules(&ev));
    drain(&mut t);
    assert_eq!(t.life(1), 17);
    // Now both modes target a creature an opponent controls, and B has none: no mode can be chosen.
    let card = modal_creature("Tap target creature an opponent controls.");
    let mut t = T::new(json!({
        "cards": [card],
        "players": [
            {"name": "A", "hand": [{"card": "Two-Minded Sage", "label": "sage"}], "battlefield": ["Mountain", "Mountain"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sage", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "603.3c" && e.text.contains("is removed")), "{:?}", rules(&ev));
    assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() && t.g().pending.is_none());
}

fn force_game(forests: usize) -> T {
    let bf: Vec<Value> = std::iter::once(json!({"card": "Force of Nature", "label": "fon"})).chain((0..forests).map(|_| json!("Forest"))).collect();
    T::new(json!({
        "turn": {"number": 1, "active": 1, "step": "end"},
        "players": [
            {"name": "A", "library": ["Forest", "Forest"], "battlefield": bf},
            {"name": "B", "library": ["Forest", "Forest"]}
        ]}))
}

#[test]
fn r603_5_unless_goes_on_the_stack_and_is_decided_on_resolution() {
    // Paying: no damage.
    let mut t = force_game(4);
    let ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Upkeep);
    assert_eq!(triggered(&ev), 1);
    assert_eq!(t.g().stack.len(), 1, "on the stack whatever A means to do");
    t.pass_all();
    let d = t.g().pending.clone().expect("the choice is made on resolution");
    assert_eq!(d.rule, "603.5");
    let stack_id = t.g().stack[0].id;
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": stack_id.0}));
    assert!(cites(&ev, "608.2f"));
    assert_eq!(t.life(0), 20);
    // Declining: 8 damage.
    let mut t = force_game(4);
    pass_until(&mut t, 2, stackwise::rules::types::Step::Upkeep);
    t.pass_all();
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(ev.iter().any(|e| e.rule == "603.5" && e.text.contains("doesn't pay")));
    assert_eq!(t.life(0), 12);
}

#[test]
fn r603_5_a_player_who_cant_pay_takes_the_damage() {
    let mut t = force_game(3);
    pass_until(&mut t, 2, stackwise::rules::types::Step::Upkeep);
    let ev = t.pass_all();
    assert!(t.g().pending.is_none());
    assert!(cites(&ev, "608.2d"), "{:?}", rules(&ev));
    assert_eq!(t.life(0), 12);
}

// ---- 603.2e: objects nobody else can see trigger nothing ----

#[test]
fn r603_2e_a_face_down_permanent_shows_no_ability_to_trigger() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Grizzly Bears", "label": "gb"}], "battlefield": ["Forest", "Forest", {"card": "Soul Warden", "face_down": true}, "Soul Warden"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    let ev = t.pass_all();
    // Only the face-up Soul Warden triggers.
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
}

#[test]
fn put_into_zone_refuses_hidden_zones_in_validation() {
    let card = watcher("Hand Watcher (test card)", json!({"on": "put_into_zone", "zone": "hand"}), json!([{"do": "gain_life", "amount": 1, "player": "you"}]));
    let def: stackwise::cards::def::CardDef = serde_json::from_value(card).unwrap();
    let errs = def.validate();
    assert!(errs.iter().any(|e| e.contains("put_into_zone") && e.contains("603.6d")), "{errs:?}");
    // A public zone is fine.
    let ok = watcher("Exile Watcher (test card)", json!({"on": "put_into_zone", "zone": "exile"}), json!([{"do": "gain_life", "amount": 1, "player": "you"}]));
    let def: stackwise::cards::def::CardDef = serde_json::from_value(ok).unwrap();
    assert!(def.validate().is_empty());
}

// ------------------------------------------------ 603.6e: entering statics --

/// A 0/0 creature card for the 603.6e tests: with `static_counters` it enters
/// with two +1/+1 counters (a static ability); otherwise a triggered ability
/// puts them on it after it has entered.
fn golem(name: &str, static_counters: bool) -> Value {
    let text = if static_counters {
        format!("{name} enters the battlefield with two +1/+1 counters on it.")
    } else {
        format!("When {name} enters the battlefield, put two +1/+1 counters on it.")
    };
    json!({"name": name, "mana_cost": "{2}", "type": "Artifact Creature — Golem", "power": 0, "toughness": 0, "text": text})
}

#[test]
fn r603_6e_enters_with_counters_is_not_a_trigger_and_survives_704_5f() {
    let mut t = T::new(json!({
        "cards": [golem("Counter Golem", true), golem("Trigger Golem", false)],
        "players": [
            {"name": "A", "hand": [{"card": "Counter Golem", "label": "cg"}, {"card": "Trigger Golem", "label": "tg"}],
             "battlefield": ["Plains", "Plains", "Plains", "Plains"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cg", "auto_pay": true}));
    let ev = t.pass_all();
    // The counters are part of the event that put it onto the battlefield (614.1c):
    // it is never a 0/0 on the battlefield, so the state-based check finds nothing.
    assert_eq!(t.zone("cg"), "battlefield", "{:?}", rules(&ev));
    let cg = t.id("cg");
    assert_eq!(t.g().obj(cg).unwrap().extra.counters.get("+1/+1").copied(), Some(2));
    let c = t.g().chars(cg).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    assert!(cites(&ev, "614.1c"), "{:?}", rules(&ev));
    assert!(!cites(&ev, "704.5f"));
    assert_eq!(triggered(&ev), 0, "no triggered ability is involved");
    assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty());
    // The same counters given by a triggered ability come too late: the creature is a
    // 0/0 when the state-based actions are checked before its trigger goes on the stack.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tg", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert_eq!(t.zone("tg"), "graveyard");
    assert_eq!(t.zone("cg"), "battlefield");
}

#[test]
fn r603_6e_entering_tapped_is_not_becoming_tapped() {
    let tapped_card = json!({"name": "Sleepy Bear", "mana_cost": "{1}{G}", "type": "Creature — Bear", "power": 2, "toughness": 2,
        "text": "Sleepy Bear enters the battlefield tapped."});
    let mut t = T::new(json!({
        "cards": [tapped_card, enchantment("Tap Watcher", "Whenever a creature becomes tapped, you gain 1 life.")],
        "players": [
            {"name": "A", "hand": [{"card": "Sleepy Bear", "label": "sleepy"}, {"card": "Grizzly Bears", "label": "gb"}],
             "battlefield": ["Forest", "Forest", "Forest", "Forest", "Tap Watcher"]},
            {"name": "B", "battlefield": ["Frozen Aether", "Tap Watcher"]}
        ]}));
    // Its own "enters tapped" ability.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sleepy", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(t.zone("sleepy"), "battlefield");
    assert!(t.g().obj(t.id("sleepy")).unwrap().tapped);
    // Frozen Aether's replacement (B's: A is its controller's opponent).
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    let ev2 = t.pass_all();
    assert_eq!(t.zone("gb"), "battlefield");
    assert!(t.g().obj(t.id("gb")).unwrap().tapped);
    assert!(cites(&ev2, "614.12"), "{:?}", rules(&ev2));
    for e in [&ev, &ev2] {
        assert!(e.iter().any(|e| matches!(e.kind, EventKind::ZoneChanged { to: Some(stackwise::rules::types::Zone::Battlefield), .. })));
        assert!(!e.iter().any(|e| matches!(e.kind, EventKind::Tapped { .. })), "no tap event: it arrived tapped");
        // 603.2d: it never changed from untapped to tapped on the battlefield.
        assert_eq!(triggered(e), 0, "{:?}", e.iter().map(|e| &e.text).collect::<Vec<_>>());
    }
    assert!(ev2.iter().any(|e| e.text.contains("Frozen Aether")));
    assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty());
    assert_eq!((t.life(0), t.life(1)), (20, 20));
    // The watchers do see a real change: untap the Bears, then tap them.
    let gb = t.id("gb");
    t.gm().untap(gb, "test");
    t.gm().tap(gb, "test");
    assert_eq!(t.g().waiting_triggers.len(), 2, "both watchers see the Bears become tapped");
}

#[test]
fn r603_6e_clone_copying_wall_of_omens_has_its_enters_trigger() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": ["Island", "Island", "Island"], "hand": [{"card": "Clone", "label": "clone"}], "mana_pool": "UUUU"},
            {"name": "B", "battlefield": [{"card": "Wall of Omens", "label": "wall"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "706.5" && matches!(e.kind, EventKind::DecisionRequested { .. })));
    let hand_before = t.g().player(PlayerId(0)).hand.len();
    let mut ev = t.act(json!({"action": "choose_object", "player": 0, "object": "@wall"}));
    // The copy effect applies as Clone enters (614.1c, 706.5): it enters as a Wall of
    // Omens, so the copied "when this enters" ability triggers, controlled by A.
    assert_eq!(t.zone("clone"), "battlefield");
    let clone = t.id("clone");
    assert_eq!(t.g().chars(clone).unwrap().name, "Wall of Omens");
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::AbilityTriggered { controller: PlayerId(0), source, .. } if source == clone)));
    assert!(!cites(&ev, "704.5f"), "it is never a 0/0 Clone on the battlefield");
    assert_eq!(t.g().stack.len(), 1);
    ev.extend(t.pass_all());
    assert!(t.g().stack.is_empty());
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand_before + 1, "A drew a card");
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 0);
}

// ------------------------------------- 603.6f: Auras' leave-the-battlefield --

/// A has Grizzly Bears and Angelic Destiny in hand; B holds Terror (and, with
/// `sweep`, an instant that exiles a card from a graveyard).
fn destiny_game(sweep: bool) -> T {
    let mut b_hand = vec![json!({"card": "Terror", "label": "terror"})];
    if sweep {
        b_hand.push(json!({"card": "Grave Sweep", "label": "sweep"}));
    }
    let mut t = T::new(json!({
        "cards": [{"name": "Grave Sweep", "mana_cost": "{B}", "type": "Instant", "text": "Exile target card from a graveyard."}],
        "players": [
            {"name": "A", "hand": [{"card": "Angelic Destiny", "label": "ad"}],
             "battlefield": ["Plains", "Plains", "Plains", "Plains", {"card": "Grizzly Bears", "label": "gb"}]},
            {"name": "B", "hand": b_hand, "battlefield": ["Swamp", "Swamp", "Swamp"]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ad", "targets": [{"object": "@gb"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ad"), "battlefield");
    t
}

/// B destroys the enchanted Bears: returns the events up to the Aura's trigger on the stack.
fn terror_the_bears(t: &mut T) -> Vec<Event> {
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@terror", "targets": [{"object": "@gb"}], "auto_pay": true}));
    // Both players pass: Terror resolves (the trigger then goes on the stack as A gets priority).
    let mut ev = t.act(json!({"action": "pass_priority", "player": 1}));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 0})));
    ev
}

#[test]
fn r603_6f_angelic_destiny_returns_to_its_owners_hand() {
    let mut t = destiny_game(false);
    let gb = t.id("gb");
    let c = t.g().chars(gb).unwrap();
    assert_eq!((c.power, c.toughness), (Some(6), Some(6)));
    assert!(c.keywords.contains(&Keyword::Flying) && c.keywords.contains(&Keyword::FirstStrike));
    assert!(c.subtypes.iter().any(|s| s == "Angel") && c.subtypes.iter().any(|s| s == "Bear"), "an Angel in addition to its other types");
    let ev = terror_the_bears(&mut t);
    assert_eq!(t.zone("gb"), "graveyard");
    // The Bears die: the Aura's ability triggers; then the state-based check puts the
    // unattached Aura into its owner's graveyard (704.5n) before the trigger goes on the stack.
    let trig = ev.iter().position(|e| matches!(e.kind, EventKind::AbilityTriggered { controller: PlayerId(0), .. })).expect("Angelic Destiny triggers");
    let sba = ev.iter().position(|e| e.rule == "704.5n").expect("704.5n");
    let put = ev.iter().position(|e| matches!(e.kind, EventKind::TriggerPutOnStack { .. })).expect("on the stack");
    assert!(trig < sba && sba < put, "{:?}", rules(&ev));
    assert_eq!(t.zone("ad"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
    let ev = t.pass_all();
    // 603.6f: the ability finds the new object the Aura became in the graveyard.
    assert!(t.g().stack.is_empty(), "{:?}", rules(&ev));
    assert_eq!(t.zone("ad"), "hand");
    assert!(t.g().player(PlayerId(0)).hand.contains(&t.id("ad")));
    assert_eq!(t.g().player(PlayerId(0)).graveyard, vec![t.id("gb")], "only the Bears stay in the graveyard");
}

#[test]
fn r603_6f_aura_card_gone_from_the_graveyard_stays_where_it_is() {
    let mut t = destiny_game(true);
    terror_the_bears(&mut t);
    assert_eq!(t.zone("ad"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
    // In response, B exiles the Aura card from A's graveyard.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@sweep", "targets": [{"object": "@ad"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ad"), "exile");
    let exiled = t.id("ad");
    let ev = t.pass_all();
    // The trigger resolves and finds nothing: the card in exile is a new object (400.7).
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Resolved { .. })), "{:?}", rules(&ev));
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("ad"), "exile");
    assert_eq!(t.id("ad"), exiled);
    assert!(t.g().player(PlayerId(0)).hand.is_empty());
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::ZoneChanged { .. })), "nothing moves");
}

#[test]
fn r603_6f_fools_demise_returns_the_creature_card_as_a_new_object() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Fool's Demise", "label": "fd"}, {"card": "Lightning Bolt", "label": "bolt"}],
             "battlefield": ["Island", "Island", "Island", "Island", "Island", "Mountain"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fd", "targets": [{"object": "@gb"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("fd"), "battlefield");
    let old = t.id("gb");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    let mut ev = t.pass_all();
    // Two abilities of A's Aura: "when enchanted creature dies" and, after 704.5n,
    // "when this is put into a graveyard from the battlefield".
    assert_eq!(triggered(&ev), 2, "{:?}", rules(&ev));
    assert!(cites(&ev, "704.5n"));
    ev.extend(answer_trigger_decisions(&mut t));
    assert_eq!(t.g().stack.len(), 2);
    t.pass_all();
    t.pass_all();
    assert!(t.g().stack.is_empty());
    // The Bears card came back from B's graveyard as a new object, under A's control.
    assert_eq!(t.zone("gb"), "battlefield");
    let new = t.id("gb");
    assert_ne!(new, old);
    let o = t.g().obj(new).unwrap();
    assert_eq!((o.owner, o.controller), (PlayerId(1), PlayerId(0)));
    assert!(t.g().player(PlayerId(1)).graveyard.is_empty());
    // And the Aura went back to A's hand from A's graveyard.
    assert_eq!(t.zone("fd"), "hand");
    assert!(t.g().player(PlayerId(0)).hand.contains(&t.id("fd")));
}

#[test]
fn r603_6f_aura_destroyed_with_its_creature_still_triggers_and_returns() {
    // Akroma's Vengeance destroys the creature and the Aura at the same time: the
    // Aura's leaves-the-battlefield ability looks back (603.10a) and then finds the
    // Aura's new object in the graveyard.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Akroma's Vengeance", "label": "av"}],
             "battlefield": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains",
                             {"card": "Grizzly Bears", "label": "gb"}, {"card": "Angelic Destiny", "label": "ad", "attached_to": "gb"}]},
            {"name": "B"}
        ]}));
    assert_eq!(t.g().chars(t.id("gb")).unwrap().power, Some(6));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@av", "auto_pay": true}));
    let mut ev = t.act(json!({"action": "pass_priority", "player": 0}));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1})));
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!(t.zone("ad"), "graveyard");
    assert!(!cites(&ev, "704.5n"), "the Aura left with the creature, not by a state-based action");
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert_eq!(t.g().stack.len(), 1);
    t.pass_all();
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("ad"), "hand");
}

// ---- 603.6: a zone-change trigger looks for the object in the zone it went to ----

fn homing_game() -> T {
    // Endless Cockroaches: "When Endless Cockroaches dies, return it to its owner's hand."
    // Its "it" is the card the creature became in the graveyard (400.7, 603.6).
    let homing = card_table::compiled("Endless Cockroaches");
    let sweep = json!({"name": "Grave Sweep", "mana_cost": "{B}", "type": "Instant", "text": "Exile target card from a graveyard."});
    T::new(json!({
        "cards": [homing, sweep],
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grave Sweep", "label": "sweep"}], "battlefield": ["Mountain", "Swamp"]},
            {"name": "B", "battlefield": [{"card": "Endless Cockroaches", "label": "hs"}]}
        ]}))
}

#[test]
fn r603_6_a_dies_trigger_finds_the_card_in_the_graveyard() {
    let mut t = homing_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@hs"}], "auto_pay": true}));
    let ev = drain(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    assert_eq!(t.zone("hs"), "hand");
}

#[test]
fn r603_6_a_card_that_left_that_zone_is_not_found() {
    let mut t = homing_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@hs"}], "auto_pay": true}));
    // Both pass: the Bolt resolves; the Spirit dies and its trigger goes on the stack.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert_eq!(t.g().stack.len(), 1, "the dies trigger waits on the stack");
    // In response, the card is exiled from the graveyard: the trigger no longer finds it.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sweep", "targets": [{"object": "@hs"}], "auto_pay": true}));
    let ev = drain(&mut t);
    assert_eq!(t.zone("hs"), "exile");
    assert!(cites(&ev, "603.6"), "the note about the object that left: {:?}", rules(&ev));
}

// ---- 603.7f: a delayed ability created by a replacement effect ----

#[test]
fn r603_7f_a_replacement_effects_delayed_ability_belongs_to_the_permanents_controller() {
    let sanctuary = json!({"name": "Sanctuary of Returns (test card)", "mana_cost": "{2}{W}", "type": "Enchantment",
        "text": "If a creature would die, exile it instead. At the beginning of the next end step, return that card to the battlefield under its owner's control."});
    let mut t = T::new(json!({
        "cards": [sanctuary],
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", {"card": "Grizzly Bears", "label": "gb"},
                {"card": "Sanctuary of Returns (test card)", "label": "sanct", "controller": 1}]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    let ev = drain(&mut t);
    assert!(cites(&ev, "614.1a"), "{:?}", rules(&ev));
    assert!(cites(&ev, "603.7f"), "{:?}", rules(&ev));
    assert_eq!(t.zone("gb"), "exile");
    // The Sanctuary is A's card under B's control: the delayed ability is B's, and its source
    // is the Sanctuary (603.7f).
    let d = &t.g().delayed[0];
    assert_eq!(d.controller, PlayerId(1));
    assert_eq!(d.source, t.id("sanct"));
    let ev = to_end_step(&mut t);
    let ctl = ev.iter().find_map(|e| match e.kind {
        EventKind::AbilityTriggered { controller, .. } if e.rule == "603.7" => Some(controller),
        _ => None,
    });
    assert_eq!(ctl, Some(PlayerId(1)));
    assert_eq!(t.zone("gb"), "battlefield");
    assert_eq!(t.g().controller_of(t.id("gb")), Some(PlayerId(0)), "under its owner's control");
}

// ---- 603.10: the seed's example of a static ability linked to a triggered ability ----

fn etchings(library: Value) -> T {
    T::new(json!({
        "turn": {"number": 1, "active": 1, "step": "end"},
        "players": [
            {"name": "A", "library": library, "battlefield": ["Primitive Etchings"]},
            {"name": "B", "library": ["Forest", "Forest"]}
        ]}))
}

#[test]
fn r603_10_reveal_the_first_draw_and_draw_again_for_a_creature() {
    let mut t = etchings(json!(["Grizzly Bears", "Hill Giant", "Forest"]));
    let mut ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Draw);
    ev.extend(drain(&mut t));
    // The first draw (Grizzly Bears) is revealed by the static ability, which makes the
    // linked ability trigger; the card it draws (Hill Giant, a creature too) is the second
    // draw of the turn: not revealed, no trigger.
    assert_eq!(ev.iter().filter(|e| e.rule == "603.10").count(), 1, "{:?}", rules(&ev));
    assert_eq!(triggered(&ev), 1);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2);
}

#[test]
fn r603_10_a_revealed_noncreature_card_triggers_nothing() {
    let mut t = etchings(json!(["Forest", "Grizzly Bears"]));
    let mut ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Draw);
    ev.extend(drain(&mut t));
    assert_eq!(ev.iter().filter(|e| e.rule == "603.10").count(), 1);
    assert_eq!(triggered(&ev), 0, "{:?}", rules(&ev));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
}

/// Primitive Etchings and Rowen (both: "Reveal the first card you draw each
/// turn. Whenever you reveal a [creature / basic land] card this way, draw a
/// card."): each static ability reveals the same first draw, and each triggered
/// ability sees only what its own static ability revealed (603.10), matched
/// against its own filter. In either order on the battlefield.
fn etchings_and_rowen(first: &str, order: [&str; 2]) -> (usize, usize) {
    let mut t = T::new(json!({
        "turn": {"number": 1, "active": 1, "step": "end"},
        "players": [
            {"name": "A", "library": [first, "Hill Giant", "Forest"], "battlefield": order},
            {"name": "B", "library": ["Forest", "Forest"]}
        ]}));
    let mut ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Draw);
    ev.extend(drain(&mut t));
    (triggered(&ev), t.g().player(PlayerId(0)).hand.len())
}

#[test]
fn r603_10_two_linked_pairs_each_see_their_own_reveal() {
    for order in [["Primitive Etchings", "Rowen"], ["Rowen", "Primitive Etchings"]] {
        // A basic land: Rowen's ability triggers, Primitive Etchings' doesn't.
        assert_eq!(etchings_and_rowen("Forest", order), (1, 2), "{order:?}");
        // A creature: only Primitive Etchings'.
        assert_eq!(etchings_and_rowen("Grizzly Bears", order), (1, 2), "{order:?}");
        // Dryad Arbor is a creature and a land but not basic: Etchings only.
        assert_eq!(etchings_and_rowen("Dryad Arbor", order), (1, 2), "{order:?}");
        // A nonbasic noncreature land, an instant: neither.
        assert_eq!(etchings_and_rowen("Tundra", order), (0, 1), "{order:?}");
        assert_eq!(etchings_and_rowen("Lightning Bolt", order), (0, 1), "{order:?}");
    }
}

#[test]
fn r603_10_rowen_draws_for_a_basic_land_only() {
    let count = |first: &str| {
        let mut t = T::new(json!({
            "turn": {"number": 1, "active": 1, "step": "end"},
            "players": [
                {"name": "A", "library": [first, "Forest"], "battlefield": ["Rowen"]},
                {"name": "B", "library": ["Forest", "Forest"]}
            ]}));
        let mut ev = pass_until(&mut t, 2, stackwise::rules::types::Step::Draw);
        ev.extend(drain(&mut t));
        (ev.iter().filter(|e| e.rule == "603.10").count(), triggered(&ev), t.g().player(PlayerId(0)).hand.len())
    };
    assert_eq!(count("Swamp"), (1, 1, 2));
    assert_eq!(count("Grizzly Bears"), (1, 0, 1));
}

#[test]
fn r603_6_only_zone_change_triggers_follow_their_source_into_the_graveyard() {
    // Viashino Sandstalker's end-step ability is not a zone-change trigger: if the creature
    // dies in response, the card in the graveyard is a new object and stays there (400.7).
    let mut t = T::new(json!({
        "turn": {"number": 1, "active": 0, "step": "postcombat_main"},
        "players": [
            {"name": "A", "battlefield": [{"card": "Viashino Sandstalker", "label": "vs"}]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}
        ]}));
    pass_until(&mut t, 1, stackwise::rules::types::Step::End);
    assert_eq!(t.g().stack.len(), 1, "the end-step trigger is on the stack");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@vs"}], "auto_pay": true}));
    drain(&mut t);
    assert_eq!(t.zone("vs"), "graveyard");
}

#[test]
fn r603_6_a_card_put_into_a_hand_is_not_found_there() {
    // "Whenever a creature is returned to a player's hand, exile it":
    // the card went to a hidden zone, so the ability can't find it (603.6).
    let w = enchantment("Bounce Exiler (test card)", "Whenever a creature is returned to a player's hand, exile it.");
    let mut t = T::new(json!({
        "cards": [w],
        "players": [
            {"name": "A", "hand": [{"card": "Unsummon", "label": "uns"}], "battlefield": ["Island", "Bounce Exiler (test card)"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@uns", "targets": [{"object": "@gb"}], "auto_pay": true}));
    let ev = drain(&mut t);
    assert_eq!(triggered(&ev), 1);
    assert_eq!(t.zone("gb"), "hand");
}

#[test]
fn r603_2c_damage_to_several_recipients_at_once_is_one_event() {
    // "Whenever this deals damage, you gain that much life": a trampler blocked by a 2/2
    // deals damage to the blocker and the player at once: one trigger, for the total.
    let beast = json!({"name": "Linked Beast", "mana_cost": "{4}{G}", "type": "Creature — Beast", "power": 5, "toughness": 5,
        "text": "Trample\nWhenever Linked Beast deals damage, you gain that much life."});
    let mut t = T::new(json!({
        "cards": [beast],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"},
        "players": [
            {"name": "A", "battlefield": [{"card": "Linked Beast", "label": "lb"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}
        ]}));
    let mut ev = pass_until(&mut t, 2, stackwise::rules::types::Step::DeclareAttackers);
    ev.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@lb", "target": {"player": 1}}]})));
    for _ in 0..10 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::DeclareBlockers { .. }) => ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@gb", "attacker": "@lb"}]}))),
            Some(DecisionKind::AssignCombatDamage { attacker, .. }) => {
                ev.extend(t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": attacker.0, "amounts": [2, 3]})))
            }
            Some(k) => panic!("unexpected decision {k:?}"),
            None => {}
        }
        if t.g().turn.step == stackwise::rules::types::Step::CombatDamage && t.g().stack.len() == 1 {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert_eq!(t.life(1), 17);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    drain(&mut t);
    assert_eq!(t.life(0), 25, "that much = 2 + 3");
}

#[test]
fn r603_7f_the_replacement_applies_to_the_whole_event_even_if_its_source_leaves_with_it() {
    let sanctuary = json!({"name": "Sanctuary of Returns (test card)", "mana_cost": "{2}{W}", "type": "Enchantment",
        "text": "If a creature would die, exile it instead. At the beginning of the next end step, return that card to the battlefield under its owner's control."});
    // The Sanctuary comes first on the battlefield, so it is moved before the creatures.
    let mut t = T::new(json!({
        "cards": [sanctuary],
        "players": [
            {"name": "A", "hand": [{"card": "Planar Cleansing", "label": "pc"}],
             "battlefield": [{"card": "Sanctuary of Returns (test card)", "label": "sanct"}, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", {"card": "Grizzly Bears", "label": "gb"}]},
            {"name": "B", "battlefield": [{"card": "Hill Giant", "label": "hg"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pc", "auto_pay": true}));
    drain(&mut t);
    assert_eq!(t.zone("sanct"), "graveyard");
    assert_eq!(t.zone("gb"), "exile");
    assert_eq!(t.zone("hg"), "exile");
    assert_eq!(t.g().delayed.len(), 2);
    to_end_step(&mut t);
    assert_eq!(t.zone("gb"), "battlefield");
    assert_eq!(t.zone("hg"), "battlefield");
}
