//! 702.36 morph and 707 face-down spells and permanents: casting a card face
//! down for {3} (702.36c, an alternative cost), the face-down spell and
//! permanent as a nameless 2/2 (707.2, 707.4), turning it face up for its
//! morph cost (702.36e, a special action, 116.2b) and what does and doesn't
//! happen then (707.8), what only its controller may see (707.5) and its
//! reveal as it leaves (707.9).
//!
//! The cards (built in: compiled from their printed text), their text as printed (reminder
//! text left out):
//! - Exalted Angel {4}{W}{W} 4/5: "Flying / Whenever Exalted Angel deals
//!   damage, you gain that much life. / Morph {2}{W}{W}"
//! - Skinthinner {1}{B} 2/1: "Morph {3}{B}{B} / When Skinthinner is turned
//!   face up, destroy target nonblack creature. It can't be regenerated."
//! - Echo Tracer {2}{U} 2/2: "Morph {2}{U} / When Echo Tracer is turned face
//!   up, return target creature to its owner's hand."
//! - Liege of the Axe {3}{W} 2/3: "Vigilance / Morph {1}{W} / When Liege of
//!   the Axe is turned face up, untap it."
//! - Battering Craghorn {2}{R}{R} 3/1: "First strike / Morph {1}{R}{R}"
//! - Zombie Cutthroat {3}{B}{B} 3/4: "Morph—Pay 5 life."
//! - Putrid Raptor {4}{B}{B} 4/4: "Morph—Discard a Zombie card."
//! - Grinning Demon {2}{B}{B} 6/6: "At the beginning of your upkeep, you lose
//!   2 life. / Morph {2}{B}{B}"
//! - Built in: Soul Warden ("Whenever another creature enters the
//!   battlefield, you gain 1 life."), Sphere of Resistance ("Spells cost {1}
//!   more to cast."), Counterspell, Lightning Bolt, Pyroclasm ("Pyroclasm
//!   deals 2 damage to each creature."), Grizzly Bears, Hill Giant.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::formats::visibility;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{CardType, Keyword, ManaPool, PlayerId, Step, Zone};
use stackwise::rules::AlternativeCost;
use stackwise::rules::ObjectId;

fn game(alice: Value, hand: Value, mana: &str, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob, "hand": [{"card": "Counterspell", "label": "cs"}, {"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn cast_face_down(t: &mut T, label: &str) -> Vec<stackwise::rules::Event> {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "alternative_cost": "morph", "auto_pay": true}))
}

/// The face-down permanent Alice controls (the only one).
fn face_down(t: &T) -> ObjectId {
    let ids: Vec<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].face_down).collect();
    assert_eq!(ids.len(), 1, "one face-down permanent");
    ids[0]
}

fn turn_up(t: &mut T, id: ObjectId, extra: Value) -> Vec<stackwise::rules::Event> {
    let mut a = json!({"action": "turn_face_up", "player": 0, "permanent": id.0, "auto_pay": true});
    for (k, v) in extra.as_object().unwrap() {
        a[k] = v.clone();
    }
    t.act(a)
}

/// A trigger's target question, if asked, answered with `target` (it must be offered).
fn answer_targets(t: &mut T, target: ObjectId) {
    if let Some(d) = t.g().pending.clone() {
        let stackwise::rules::state::DecisionKind::ChooseTargets { slots, .. } = d.kind else { panic!("{d:?}") };
        assert!(slots[0].contains(&stackwise::rules::TargetChoice::Object(target)), "{slots:?}");
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": target.0}]}));
    }
}

fn all_text(ev: &[stackwise::rules::Event]) -> String {
    ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>().join("\n")
}

/// 702.36c, 707.2, 707.4: the cast, the spell on the stack and the permanent
/// are a nameless colourless 2/2 creature; nothing in the log names the card.
/// Soul Warden sees a creature enter; Exalted Angel's own ability isn't there.
#[test]
fn r702_36c_exalted_angel_cast_face_down_for_3_is_a_nameless_2_2() {
    let mut t = game(json!(["Soul Warden"]), json!([{"card": "Exalted Angel", "label": "ea"}]), "{W}{W}{1}", json!([]));
    let offered = t.g().legal_actions().into_iter().any(|a| matches!(&a, LegalAction::Cast { card, options, .. } if *card == t.id("ea") && options.iter().any(|o| o.alternative_cost == Some(AlternativeCost::Morph))));
    assert!(offered, "the face-down way is offered");
    let mut ev = cast_face_down(&mut t, "ea");
    let spell = t.g().stack.last().unwrap().id;
    let c = t.g().chars(spell).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness, c.types.clone()), ("", Some(2), Some(2), vec![CardType::Creature]));
    assert!(c.colors.is_empty() && c.mana_cost.is_none() && c.subtypes.is_empty() && c.abilities.is_empty());
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0, "{{3}} paid: all three mana");
    assert!(cites(&ev, "702.36c"));
    ev.extend(t.pass_all());
    let fd = face_down(&t);
    let c = t.g().chars(fd).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("", Some(2), Some(2)));
    assert!(!c.has_keyword(Keyword::Flying));
    assert_eq!(t.life(0), 21, "Soul Warden: another creature entered");
    assert!(!all_text(&ev).contains("Exalted Angel"), "the log never names it:\n{}", all_text(&ev));
}

/// 702.36e, 116.2b, 707.8: turning it face up is a special action: no
/// stack, the player keeps priority, the same object (same id, not a new
/// one entering: Soul Warden doesn't trigger), now the card.
#[test]
fn r702_36e_turning_face_up_is_a_special_action_and_not_entering() {
    let mut t = game(json!(["Soul Warden", {"card": "Exalted Angel", "face_down": true, "label": "ea"}]), json!([]), "{W}{W}{2}", json!([]));
    let fd = face_down(&t);
    assert!(t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::TurnFaceUp { permanent, .. } if *permanent == fd)));
    let ev = turn_up(&mut t, fd, json!({}));
    assert!(cites(&ev, "116.2b") && cites(&ev, "702.36e"));
    assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty(), "no stack, no trigger");
    assert_eq!(t.g().flow, stackwise::rules::state::Flow::Priority(PlayerId(0)), "Alice keeps priority");
    let c = t.g().chars(fd).expect("the same object");
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Exalted Angel", Some(4), Some(5)));
    assert!(c.has_keyword(Keyword::Flying));
    assert_eq!(t.life(0), 20, "it did not enter the battlefield");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0);
}

/// "When [this] is turned face up" triggers: Skinthinner destroys a nonblack
/// creature, Echo Tracer bounces one (either card, either target's owner).
#[test]
fn r702_36e_turned_face_up_triggers_skinthinner_and_echo_tracer() {
    let mut t = game(json!([{"card": "Skinthinner", "face_down": true}]), json!([]), "{B}{B}{3}", json!([{"card": "Hill Giant", "label": "hg"}]));
    let fd = face_down(&t);
    let ev = turn_up(&mut t, fd, json!({}));
    assert!(ev.iter().any(|e| e.text.contains("Skinthinner was turned face up")), "it triggered");
    let hg = t.id("hg");
    answer_targets(&mut t, hg);
    t.pass_all();
    assert_eq!(t.zone("hg"), "graveyard");
    let mut t = game(json!([{"card": "Echo Tracer", "face_down": true}]), json!([]), "{U}{2}", json!([{"card": "Grizzly Bears", "label": "gb"}]));
    let fd = face_down(&t);
    turn_up(&mut t, fd, json!({}));
    let gb = t.id("gb");
    answer_targets(&mut t, gb);
    t.pass_all();
    assert_eq!(t.zone("gb"), "hand");
}

/// Turned face up after blockers are declared: a face-down 2/2 blocked by a
/// Grizzly Bears is a 3/1 first striker when damage is dealt, and kills the
/// Bears first; Liege of the Axe attacks face down (tapped) and untaps as it
/// is turned face up.
#[test]
fn r702_36e_any_time_with_priority_battering_craghorn_in_combat_and_liege_of_the_axe() {
    let mut t = game(json!([{"card": "Battering Craghorn", "face_down": true, "label": "bc"}]), json!([]), "", json!([{"card": "Grizzly Bears", "label": "gb"}]));
    t.gm().player_mut(PlayerId(0)).pool = ManaPool::default();
    let bc = face_down(&t);
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": bc.0, "target": {"player": 1}}]}));
    t.pass_all();
    let gb = t.id("gb");
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": gb.0, "attacker": bc.0}]}));
    // Alice has priority in the declare blockers step: mana for the morph cost now.
    t.gm().player_mut(PlayerId(0)).pool = ManaPool { red: 2, colorless: 1, ..Default::default() };
    assert_eq!(t.g().flow, stackwise::rules::state::Flow::Priority(PlayerId(0)));
    turn_up(&mut t, bc, json!({}));
    t.pass_all();
    assert_eq!(t.zone("gb"), "graveyard", "3 first-strike damage");
    assert!(t.g().obj(bc).is_some(), "the Bears dealt no damage back");

    let mut t = game(json!([{"card": "Liege of the Axe", "face_down": true}]), json!([]), "{W}{1}", json!([]));
    let la = face_down(&t);
    t.gm().objects.get_mut(&la).unwrap().tapped = true;
    turn_up(&mut t, la, json!({}));
    t.pass_all();
    assert!(!t.g().obj(la).unwrap().tapped, "untapped by its own trigger");
}

/// Morph costs that aren't mana: Zombie Cutthroat pays 5 life (refused with
/// 4); Putrid Raptor discards a Zombie card, named in `discard` (a non-Zombie
/// refused), the game unchanged when refused.
#[test]
fn r702_36e_morph_costs_of_life_and_a_discard() {
    let mut t = game(json!([{"card": "Zombie Cutthroat", "face_down": true}]), json!([]), "", json!([]));
    let fd = face_down(&t);
    t.gm().player_mut(PlayerId(0)).life = 4;
    let e = refused_unchanged(&mut t, json!({"action": "turn_face_up", "player": 0, "permanent": fd.0, "auto_pay": true}));
    assert!(e.contains("119.4") && e.contains("5 life"), "{e}");
    t.gm().player_mut(PlayerId(0)).life = 7;
    turn_up(&mut t, fd, json!({}));
    assert_eq!(t.life(0), 2);
    assert_eq!(t.g().chars(fd).unwrap().name, "Zombie Cutthroat");

    let mut t = game(json!([{"card": "Putrid Raptor", "face_down": true}]), json!([{"card": "Skinthinner", "label": "z"}, {"card": "Grizzly Bears", "label": "gb"}]), "", json!([]));
    let fd = face_down(&t);
    let la = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::TurnFaceUp { discard, .. } => discard,
        _ => None,
    });
    assert_eq!(la.map(|d| d.candidates), Some(vec![t.id("z")]), "only the Zombie card");
    let e = refused_unchanged(&mut t, json!({"action": "turn_face_up", "player": 0, "permanent": fd.0, "discard": ["@gb"]}));
    assert!(e.contains("can't be discarded"), "{e}");
    turn_up(&mut t, fd, json!({"discard": ["@z"]}));
    assert_eq!(t.zone("z"), "graveyard");
    assert_eq!(t.g().chars(fd).unwrap().name, "Putrid Raptor");
}

/// 707.4, 601.2f: what applies to casting a face-down spell is what applies
/// to a 2/2 creature spell: Sphere of Resistance makes it {4}.
#[test]
fn r707_4_sphere_of_resistance_makes_the_face_down_cast_cost_4() {
    let mut t = game(json!(["Sphere of Resistance"]), json!([{"card": "Skinthinner", "label": "s"}]), "{B}{1}{1}", json!([]));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@s", "alternative_cost": "morph", "auto_pay": true}));
    assert!(e.contains("{4}"), "{e}");
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { options, .. } if options.iter().any(|o| o.alternative_cost == Some(AlternativeCost::Morph)))));
    t.gm().player_mut(PlayerId(0)).pool = ManaPool { black: 1, colorless: 3, ..Default::default() };
    cast_face_down(&mut t, "s");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0);
}

/// 707.9: revealed as it leaves: a face-down spell countered, a face-down
/// permanent killed; the card in the graveyard is face up.
#[test]
fn r707_9_revealed_when_countered_or_when_it_dies() {
    let mut t = game(json!([]), json!([{"card": "Exalted Angel", "label": "ea"}]), "{W}{1}{1}", json!(["Island", "Island", "Mountain"]));
    cast_face_down(&mut t, "ea");
    let spell = t.g().stack.last().unwrap().id;
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@cs", "targets": [{"object": spell.0}], "auto_pay": true}));
    assert!(!all_text(&ev).contains("Exalted Angel"));
    let ev = t.pass_all();
    assert!(cites(&ev, "707.9") || ev.iter().any(|e| e.text.contains("707.9")), "{}", all_text(&ev));
    assert!(all_text(&ev).contains("Exalted Angel"), "named as it is revealed");
    let gy = &t.g().player(PlayerId(0)).graveyard;
    assert_eq!(gy.len(), 1);
    assert!(!t.g().objects[&gy[0]].face_down);

    let mut t = game(json!([{"card": "Grinning Demon", "face_down": true}]), json!([]), "", json!(["Mountain"]));
    let fd = face_down(&t);
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": fd.0}], "auto_pay": true}));
    assert!(!all_text(&ev).contains("Grinning Demon"));
    let ev = t.pass_all();
    assert!(all_text(&ev).contains("Grinning Demon") && all_text(&ev).contains("707.9"), "{}", all_text(&ev));
}

/// Two face-down creatures die together (Pyroclasm), in either order on the
/// battlefield: each is revealed; neither had an ability as it left.
#[test]
fn r707_9_two_face_down_creatures_die_together_in_either_order() {
    for order in [["Exalted Angel", "Grinning Demon"], ["Grinning Demon", "Exalted Angel"]] {
        let t0 = json!([{"card": order[0], "face_down": true}, {"card": order[1], "face_down": true}]);
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": t0, "hand": [{"card": "Pyroclasm", "label": "p"}], "mana_pool": "{R}{1}", "library": ["Plains"]},
            {"name": "Bob", "library": ["Island"]}
        ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@p", "auto_pay": true}));
        let ev = t.pass_all();
        let text = all_text(&ev);
        assert!(text.contains("Exalted Angel") && text.contains("Grinning Demon"), "{order:?}: both revealed\n{text}");
        assert!(t.g().battlefield.is_empty());
        assert_eq!(t.life(0), 20, "{order:?}: Exalted Angel had no ability as it died");
    }
}

/// A face-down Grinning Demon has no upkeep trigger; face up, it has.
#[test]
fn r707_2_a_face_down_permanent_has_no_abilities_grinning_demon() {
    let mut t = game(json!([{"card": "Grinning Demon", "face_down": true}]), json!([]), "", json!([]));
    let fd = face_down(&t);
    play_until(&mut t, 0, Step::Upkeep, &|t, p, _| { t.act(json!({"action": "pass_priority", "player": p.0})); });
    assert_eq!(t.g().turn.number, 5);
    assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty());
    assert_eq!(t.life(0), 20);
    t.gm().player_mut(PlayerId(0)).pool = ManaPool { black: 2, colorless: 2, ..Default::default() };
    turn_up(&mut t, fd, json!({}));
    play_until(&mut t, 1, Step::Upkeep, &|t, p, _| { t.act(json!({"action": "pass_priority", "player": p.0})); });
    play_until(&mut t, 0, Step::Upkeep, &|t, p, _| { t.act(json!({"action": "pass_priority", "player": p.0})); });
    t.pass_all();
    assert_eq!(t.life(0), 18);
}

/// 707.5: only its controller may look at it. Bob's view: a nameless 2/2
/// marked face down, nothing known, no "turn face up" among Alice's
/// actions; Alice's view knows it is an Exalted Angel with morph {2}{W}{W}.
#[test]
fn r707_5_only_the_controller_sees_what_a_face_down_permanent_is() {
    let t = game(json!([{"card": "Exalted Angel", "face_down": true}]), json!([]), "{W}{W}{2}", json!([]));
    let fd = face_down(&t);
    let bob = visibility::face_down_known(t.g(), Some(PlayerId(1)));
    assert!(bob.is_empty());
    let alice = visibility::face_down_known(t.g(), Some(PlayerId(0)));
    assert_eq!(alice.len(), 1);
    assert_eq!((alice[0].id, alice[0].name.as_str(), alice[0].morph.as_deref()), (fd, "Exalted Angel", Some("{2}{W}{W}")));
    let snap = t.g().snapshot(Some(PlayerId(1)));
    let e = snap.battlefield.iter().find(|e| e.id == fd).unwrap();
    assert!(e.face_down && e.name.is_empty());
    let la = visibility::legal_actions_for(t.g(), Some(PlayerId(1)));
    assert!(!la.iter().any(|a| matches!(a, LegalAction::TurnFaceUp { .. })));
    let la = visibility::legal_actions_for(t.g(), Some(PlayerId(0)));
    assert!(la.iter().any(|a| matches!(a, LegalAction::TurnFaceUp { .. })));
}

/// Refused, the game unchanged: a card without morph cast face down; a
/// face-down cast with a target; at instant speed (a creature spell's
/// timing); turning up a permanent that isn't face down, or someone else's.
#[test]
fn r702_36_refusals_leave_the_game_unchanged() {
    let mut t = game(json!([{"card": "Exalted Angel", "face_down": true}, "Grizzly Bears"]), json!([{"card": "Grizzly Bears", "label": "gbh"}, {"card": "Skinthinner", "label": "s"}]), "{B}{W}{W}{G}{2}{2}", json!([{"card": "Echo Tracer", "face_down": true}]));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gbh", "alternative_cost": "morph", "auto_pay": true}));
    assert!(e.contains("702.36a"), "{e}");
    let bears = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == "Grizzly Bears").unwrap();
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@s", "alternative_cost": "morph", "targets": [{"object": bears.0}], "auto_pay": true}));
    assert!(e.contains("707.4") && e.contains("targets"), "{e}");
    let e = refused_unchanged(&mut t, json!({"action": "turn_face_up", "player": 0, "permanent": bears.0, "auto_pay": true}));
    assert!(e.contains("not a face-down permanent"), "{e}");
    let theirs = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].face_down && t.g().objects[id].controller == PlayerId(1)).unwrap();
    let e = refused_unchanged(&mut t, json!({"action": "turn_face_up", "player": 0, "permanent": theirs.0, "auto_pay": true}));
    assert!(e.contains("only the controller"), "{e}");
    // Instant speed: with a spell on the stack.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gbh", "auto_pay": true}));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@s", "alternative_cost": "morph", "auto_pay": true}));
    assert!(e.contains("307.1"), "{e}");
    // But turning face up works with a spell on the stack.
    let fd = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].face_down && t.g().objects[id].controller == PlayerId(0)).unwrap();
    turn_up(&mut t, fd, json!({}));
    assert_eq!(t.g().objects[&fd].zone, Zone::Battlefield);
    assert!(!t.g().objects[&fd].face_down);
}

/// A card with morph that isn't a creature, or a morph cost with {T}, is refused naming the field.
#[test]
fn r702_36a_malformed_morph_is_refused() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Sorcery"], "morph": {"mana": "{G}"}, "spell": {"effects": []}}));
    assert!(e.contains("morph") && e.contains("702.36a"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1, "morph": {"tap": true}}));
    assert!(e.contains("morph") && e.contains("tap"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1, "morph": {"mana": "{Q}"}}));
    assert!(e.contains("{Q}"), "{e}");
}

/// The computer turns a face-down Exalted Angel face up when it has the mana.
#[test]
fn r702_36e_the_computer_turns_its_angel_face_up() {
    let t = game(json!([{"card": "Exalted Angel", "face_down": true}, "Plains", "Plains", "Plains", "Plains"]), json!([]), "", json!([]));
    let a = stackwise::ai::choose(t.g(), PlayerId(0)).expect("an action");
    assert!(matches!(a, stackwise::rules::Action::TurnFaceUp { .. }), "{a:?}");
}
