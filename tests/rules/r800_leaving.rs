//! 800.4: players leaving a multiplayer game (conceding, 104.3a, or losing by
//! a state-based action): what they own leaves the game, control effects that
//! favoured them end, what they still control is exiled, their stack items
//! and waiting triggers go, their decisions are dropped, and the turn goes on.
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;

fn cards() -> Value {
    json!([
        {"name": "Hill Brute", "mana_cost": "{2}{R}", "type": "Creature — Giant", "power": 3, "toughness": 3, "text": ""},
        {"name": "Soul Chaplain", "mana_cost": "{W}", "type": "Creature", "power": 1, "toughness": 1, "text": "Whenever another creature enters the battlefield, you gain 2 life."}
    ])
}

fn game(players: Value, turn: Value) -> T {
    T::new(json!({"cards": cards(), "players": players, "turn": turn}))
}

fn libs(n: usize) -> Vec<&'static str> {
    vec!["Forest"; n]
}

fn controller(t: &T, label: &str) -> PlayerId {
    t.g().obj(t.id(label)).unwrap().controller
}

/// Pass until `player` is asked something or `step` of a turn with `active` is reached.
fn pass_to(t: &mut T, active: u8, step: Step) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..200 {
        if t.g().pending.is_some() || t.g().winners.is_some() || (t.g().turn.active == PlayerId(active) && t.g().turn.step == step) {
            break;
        }
        let p = t.g().acting_player().expect("someone acts");
        ev.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
    }
    ev
}

fn control_changes(events: &[Event]) -> Vec<(ObjectId, PlayerId, PlayerId)> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::ControlChanged { object, from, to } => Some((object, from, to)),
            _ => None,
        })
        .collect()
}

#[test]
fn r800_4a_active_player_concedes_while_declaring_attackers_with_a_borrowed_creature() {
    // A controls B's Hill Brute (a control-changing effect). A is asked to declare
    // attackers and concedes: the effect ends, the Brute returns to B, and the game
    // goes on (800.4i) instead of waiting for A's answer.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3), "battlefield": [{"card": "Grizzly Bears", "label": "a_bears"}]},
            {"name": "B", "library": libs(3), "battlefield": [{"card": "Hill Brute", "label": "borrowed", "controller": 0}]},
            {"name": "C", "library": libs(3)}
        ]),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    assert_eq!(controller(&t, "borrowed"), PlayerId(0));
    pass_to(&mut t, 0, Step::DeclareAttackers);
    let d = t.g().pending.clone().expect("A declares attackers");
    assert!(matches!(&d.kind, DecisionKind::DeclareAttackers { candidates, .. } if candidates.contains(&t.id("borrowed"))));
    let borrowed = t.id("borrowed");
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert!(cites(&ev, "104.3a") && cites(&ev, "800.4a"));
    assert_eq!(control_changes(&ev), vec![(borrowed, PlayerId(0), PlayerId(1))]);
    assert_eq!(t.zone("borrowed"), "battlefield");
    assert_eq!(controller(&t, "borrowed"), PlayerId(1));
    assert_eq!(t.zone("a_bears"), "gone", "A's own permanent leaves the game");
    // Nobody is left waiting on A: B has priority in A's declare attackers step, with no attackers.
    assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    assert!(t.g().combat.as_ref().unwrap().attackers.is_empty());
    // The turn goes on to its end, then B's turn begins (800.4j: A's turns never do).
    pass_to(&mut t, 1, Step::PrecombatMain);
    assert_eq!(t.g().turn.active, PlayerId(1));
    assert_eq!(t.g().turn.number, 4);
    pass_to(&mut t, 0, Step::PrecombatMain);
    assert_eq!(t.g().turn.active, PlayerId(1), "after C's turn comes B's again: {:?}", t.g().turn);
}

#[test]
fn r800_4a_permanent_that_entered_under_the_leaving_players_control_is_exiled() {
    // Fool's Demise (A's) returns B's dead Bears under A's control: no control effect,
    // so when A leaves, the Bears (still controlled by A) are exiled, not returned.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3), "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain",
                {"card": "Fool's Demise", "label": "demise", "attached_to": "b_bears"}]},
            {"name": "B", "library": libs(3), "battlefield": [{"card": "Grizzly Bears", "label": "b_bears"}]},
            {"name": "C", "library": libs(3)}
        ]),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@b_bears"}], "auto_pay": true}));
    t.pass_all();
    let Some(DecisionKind::OrderTriggers { triggers, .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("A orders Fool's Demise's two triggers") };
    t.act(json!({"action": "order_triggers", "player": 0, "order": triggers}));
    // Fool's Demise's triggers resolve: the Bears come back under A's control.
    for _ in 0..4 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.zone("b_bears"), "battlefield", "{:?} {:?}", t.g().pending, t.g().stack);
    assert_eq!(controller(&t, "b_bears"), PlayerId(0));
    assert_eq!(t.g().obj(t.id("b_bears")).unwrap().owner, PlayerId(1));
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert_eq!(t.zone("b_bears"), "exile", "{:?}", rules(&ev));
    assert!(control_changes(&ev).is_empty());
    assert!(ev.iter().any(|e| e.rule == "800.4a" && matches!(e.kind, EventKind::ZoneChanged { to: Some(Zone::Exile), .. })));
}

#[test]
fn r800_4a_owned_objects_leave_every_zone_and_auras_follow() {
    let mut t = game(
        json!([
            {"name": "A", "library": [{"card": "Forest", "label": "a_lib"}], "hand": [{"card": "Shock", "label": "a_hand"}],
             "graveyard": [{"card": "Grizzly Bears", "label": "a_grave"}],
             "battlefield": [{"card": "Hill Brute", "label": "a_brute"}, {"card": "Pacifism", "label": "a_pacifism", "attached_to": "c_bears"}]},
            {"name": "B", "library": libs(3), "battlefield": [{"card": "Pacifism", "label": "b_pacifism", "attached_to": "a_brute"}]},
            {"name": "C", "library": libs(3), "battlefield": [{"card": "Grizzly Bears", "label": "c_bears"}]}
        ]),
        json!({"number": 3, "active": 1, "step": "precombat_main"}),
    );
    let ev = t.act(json!({"action": "concede", "player": 0}));
    // B, who held priority, receives it again after the state-based check (704.3).
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    for l in ["a_lib", "a_hand", "a_grave", "a_brute", "a_pacifism"] {
        assert_eq!(t.zone(l), "gone", "{l}");
    }
    // B's Aura enchanted A's Brute: it is put into B's graveyard by 704.5n.
    assert_eq!(t.zone("b_pacifism"), "graveyard");
    assert!(cites(&ev, "704.5n"));
    assert_eq!(t.zone("c_bears"), "battlefield");
    assert!(t.g().players[0].library.is_empty() && t.g().players[0].hand.is_empty() && t.g().players[0].graveyard.is_empty());
}

#[test]
fn r800_4a_spells_and_abilities_of_the_leaving_player_leave_the_stack() {
    // Four players. A casts Shock at D; B activates Prodigal Sorcerer at A, then casts
    // Lightning Bolt at A; B concedes while holding priority.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3), "hand": [{"card": "Shock", "label": "shock"}], "battlefield": ["Mountain"]},
            {"name": "B", "library": libs(3), "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", {"card": "Prodigal Sorcerer", "label": "sorcerer"}]},
            {"name": "C", "library": libs(3)},
            {"name": "D", "library": libs(3)}
        ]),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 3}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@sorcerer", "ability": 0, "targets": [{"player": 0}]}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 3);
    let ev = t.act(json!({"action": "concede", "player": 1}));
    assert_eq!(t.zone("bolt"), "gone", "B's spell leaves the game with B");
    assert!(ev.iter().any(|e| e.rule == "800.4a" && matches!(e.kind, EventKind::TriggerRemoved { .. })), "B's ability ceases to exist");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().stack[0].controller, PlayerId(0));
    // 800.4a: B held priority; it passes to the next player, C.
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(2)));
    t.pass_all();
    assert_eq!(t.life(3), 18);
    assert_eq!(t.life(0), 20);
}

#[test]
fn r800_4a_waiting_triggers_and_the_order_decision_of_the_leaving_player_go() {
    // A's Soul Warden and Soul Chaplain (two different abilities, 603.3b) and B's
    // one trigger on A's Bears; A is asked to order their two triggers and concedes.
    // B's trigger still goes on the stack.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3), "hand": [{"card": "Grizzly Bears", "label": "bears"}],
             "battlefield": ["Forest", "Forest", {"card": "Soul Warden", "label": "w1"}, {"card": "Soul Chaplain", "label": "w2"}]},
            {"name": "B", "library": libs(3), "battlefield": [{"card": "Soul Warden", "label": "w3"}]},
            {"name": "C", "library": libs(3)}
        ]),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("A orders their triggers");
    assert_eq!(d.player, PlayerId(0));
    assert!(matches!(d.kind, DecisionKind::OrderTriggers { .. }));
    assert_eq!(t.g().waiting_triggers.len(), 3);
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert!(cites(&ev, "800.4d"));
    assert!(t.g().pending.is_none());
    assert!(t.g().waiting_triggers.is_empty());
    assert_eq!(t.g().stack.len(), 1, "only B's trigger is on the stack");
    assert_eq!(t.g().stack[0].controller, PlayerId(1));
    t.pass_all();
    assert_eq!(t.life(1), 21);
    assert_eq!(t.life(0), 20, "A's triggers never resolved");
}

#[test]
fn r800_4e_defending_player_concedes_while_declaring_blockers() {
    // A attacks B with one Brute and C with another. B is asked for blockers and
    // concedes: C is asked next; damage to B, who has left, isn't assigned.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3), "battlefield": [{"card": "Hill Brute", "label": "x"}, {"card": "Hill Brute", "label": "y"}]},
            {"name": "B", "library": libs(3), "battlefield": [{"card": "Grizzly Bears", "label": "b_bears"}]},
            {"name": "C", "library": libs(3), "battlefield": [{"card": "Grizzly Bears", "label": "c_bears"}]}
        ]),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    pass_to(&mut t, 0, Step::DeclareAttackers);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
        {"attacker": "@x", "target": {"player": 1}}, {"attacker": "@y", "target": {"player": 2}}]}));
    pass_to(&mut t, 0, Step::DeclareBlockers);
    assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(1)));
    let ev = t.act(json!({"action": "concede", "player": 1}));
    assert!(cites(&ev, "800.4a"));
    let d = t.g().pending.clone().expect("C declares blockers");
    assert_eq!(d.player, PlayerId(2));
    assert!(matches!(&d.kind, DecisionKind::DeclareBlockers { attackers, .. } if attackers == &vec![t.id("y")]));
    t.act(json!({"action": "declare_blockers", "player": 2, "blockers": []}));
    let mut ev = Vec::new();
    for _ in 0..10 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        ev.extend(t.pass_all());
    }
    let damage: Vec<(ObjectId, TargetChoice, i32)> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::DamageDealt { source, target, amount, combat: true } => Some((source, target, amount)),
            _ => None,
        })
        .collect();
    assert_eq!(damage, vec![(t.id("y"), TargetChoice::Player(PlayerId(2)), 3)]);
    assert_eq!(t.life(2), 17);
}

#[test]
fn r800_4g_a_may_choice_moves_on_to_the_next_player() {
    // C's Worms of the Earth asks each player in APNAP order, at A's upkeep, whether to
    // take 5 damage. A, asked first, concedes: B is asked next, and A never again.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3)},
            {"name": "B", "library": libs(3)},
            {"name": "C", "library": libs(3), "battlefield": [{"card": "Worms of the Earth", "label": "worms"}]}
        ]),
        json!({"number": 3, "active": 2, "step": "end"}),
    );
    pass_to(&mut t, 0, Step::Draw);
    let d = t.g().pending.clone().expect("Worms asks A");
    assert_eq!((d.player, d.rule.as_str()), (PlayerId(0), "608.2d"));
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert!(!cites(&ev, "800.4g"), "nobody is asked on A's behalf: B is asked for B: {:?}", rules(&ev));
    let d = t.g().pending.clone().expect("Worms asks B");
    assert_eq!(d.player, PlayerId(1));
    t.act(json!({"action": "choose_object", "player": 1, "object": null}));
    let d = t.g().pending.clone().expect("B may sacrifice lands (has none) or C is asked");
    assert_eq!(d.player, PlayerId(2));
}

#[test]
fn r800_4i_four_players_the_turn_goes_on_without_its_active_player() {
    // A (active) owns a Brute B controls, and controls B's Bears: when A concedes,
    // the Brute leaves the game, the Bears return to B; the turn finishes without A.
    let mut t = game(
        json!([
            {"name": "A", "library": libs(3), "battlefield": [{"card": "Hill Brute", "label": "lent", "controller": 1}]},
            {"name": "B", "library": libs(3), "battlefield": [{"card": "Grizzly Bears", "label": "borrowed", "controller": 0}]},
            {"name": "C", "library": libs(3)},
            {"name": "D", "library": libs(3)}
        ]),
        json!({"number": 5, "active": 0, "step": "precombat_main"}),
    );
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert_eq!(t.zone("lent"), "gone", "owned by A: leaves the game though B controls it");
    assert_eq!(controller(&t, "borrowed"), PlayerId(1));
    assert!(t.g().obj(t.id("borrowed")).unwrap().summoning_sick, "302.6: newly under B's control");
    assert!(!control_changes(&ev).is_empty());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    let ev = pass_to(&mut t, 1, Step::PrecombatMain);
    // The rest of A's turn: no draw for A, no attackers; then B's turn.
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Drew { player: PlayerId(0), .. } | EventKind::DrewFromEmptyLibrary { player: PlayerId(0) })));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::TurnBegan { turn: 6, player: PlayerId(1) })));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::DecisionRequested { player: PlayerId(0), .. })));
    assert_eq!(t.g().live_players(), 3);
    // B's Bears lose summoning sickness at B's untap step.
    assert!(!t.g().obj(t.id("borrowed")).unwrap().summoning_sick);
}

#[test]
fn r800_4a_refused_actions_of_a_player_who_left_change_nothing() {
    let mut t = game(
        json!([{"name": "A", "library": libs(3)}, {"name": "B", "library": libs(3)}, {"name": "C", "library": libs(3)}]),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    t.act(json!({"action": "concede", "player": 2}));
    let before = t.g().clone();
    for a in [json!({"action": "pass_priority", "player": 2}), json!({"action": "concede", "player": 2})] {
        let err = t.try_act(a).unwrap_err().to_string();
        assert!(err.contains("left the game"), "{err}");
        assert_eq!(t.g(), &before);
    }
}
