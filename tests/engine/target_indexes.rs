//! Legal targets (115.1, 601.2c) of every kind of target slot the card
//! vocabulary has, answered from the permanents-by-card-type-and-controller
//! index (rules::indexes) where the slot's filter allows, and from the whole
//! battlefield otherwise (and while an effect that can change card types is
//! in force, 613.1d). Each slot kind is checked against what the rules say
//! on a board built for it, with at least two cards that qualify, as
//! permanents enter, leave, change controller and change card type under an
//! effect, in every order of those four changes; and a property test
//! compares the answers with a look at every permanent on random games.

use crate::common;
use common::random_play::{pick_action, scenario_strategy};
use common::*;
use proptest::prelude::*;
use serde_json::{json, Value};
use stackwise::cards::def::TargetSpec;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;
use std::collections::{BTreeMap, BTreeSet};

/// The test cards as printed, compiled from their text.
fn cards() -> Value {
    json!([
        {"name": "Relic (test card)", "mana_cost": "{1}", "type": "Artifact", "text": ""},
        {"name": "Golem (test card)", "mana_cost": "{2}", "type": "Artifact Creature", "power": 2, "toughness": 2, "text": ""},
        {"name": "Charm (test card)", "mana_cost": "{1}", "type": "Enchantment", "text": ""},
        {"name": "Dryad (test card)", "type": "Land Creature", "power": 1, "toughness": 1, "text": ""},
        {"name": "Erase (test card)", "mana_cost": "{W}", "type": "Instant", "text": "Destroy target enchantment."},
        {"name": "Threaten (test card)", "mana_cost": "{R}", "type": "Instant", "text": "Gain control of target creature an opponent controls."},
        // 205.1a: it becomes an artifact and loses its other card types.
        {"name": "Transmute (test card)", "mana_cost": "{U}", "type": "Instant", "text": "Target permanent becomes an artifact."}
    ])
}

fn c(name: &str, label: &str) -> Value {
    json!({"card": name, "label": label})
}

/// Alice (you): a Forest, a Dryad (a land creature), two Relics, a Golem (an
/// artifact creature), two Charms, tapped Grizzly Bears, untapped Grizzly
/// Bears, Garruk Wildspeaker. Bob: a Mountain, a Relic, two Golems, two
/// Charms, Grizzly Bears (one tapped), Jace Beleren. Alice holds a Relic and
/// the three test spells, and a Charm that stays in hand (the slots' source).
fn board() -> T {
    two_players(
        cards(),
        json!([c("Forest", "f1"), c("Dryad (test card)", "d1"), c("Relic (test card)", "r1"), c("Relic (test card)", "r1b"), c("Golem (test card)", "g1"),
               c("Charm (test card)", "c1"), c("Charm (test card)", "c1b"), {"card": "Grizzly Bears", "label": "b1", "tapped": true}, c("Grizzly Bears", "b1u"),
               {"card": "Garruk Wildspeaker", "label": "j1", "counters": {"loyalty": 3}}]),
        json!([c("Relic (test card)", "r3"), c("Erase (test card)", "erase"), c("Threaten (test card)", "threaten"), c("Transmute (test card)", "transmute"), c("Charm (test card)", "src")]),
        json!([c("Mountain", "m2"), c("Relic (test card)", "r2"), c("Golem (test card)", "g2"), c("Golem (test card)", "g2b"), c("Charm (test card)", "c2"),
               c("Charm (test card)", "c2b"), c("Grizzly Bears", "b2"), {"card": "Grizzly Bears", "label": "b2t", "tapped": true}, {"card": "Jace Beleren", "label": "j2", "counters": {"loyalty": 3}}]),
        json!([]),
    )
}

/// What the test knows of a permanent: its controller (0 Alice, 1 Bob), its card types, tapped.
#[derive(Clone, Debug)]
struct Perm {
    controller: u8,
    types: Vec<&'static str>,
    tapped: bool,
}

fn model() -> BTreeMap<&'static str, Perm> {
    let p = |controller: u8, types: &[&'static str], tapped: bool| Perm { controller, types: types.to_vec(), tapped };
    let mut m = BTreeMap::new();
    for (l, pm) in [
        ("f1", p(0, &["Land"], false)),
        ("d1", p(0, &["Land", "Creature"], false)),
        ("r1", p(0, &["Artifact"], false)),
        ("r1b", p(0, &["Artifact"], false)),
        ("g1", p(0, &["Artifact", "Creature"], false)),
        ("c1", p(0, &["Enchantment"], false)),
        ("c1b", p(0, &["Enchantment"], false)),
        ("b1", p(0, &["Creature"], true)),
        ("b1u", p(0, &["Creature"], false)),
        ("j1", p(0, &["Planeswalker"], false)),
        ("m2", p(1, &["Land"], false)),
        ("r2", p(1, &["Artifact"], false)),
        ("g2", p(1, &["Artifact", "Creature"], false)),
        ("g2b", p(1, &["Artifact", "Creature"], false)),
        ("c2", p(1, &["Enchantment"], false)),
        ("c2b", p(1, &["Enchantment"], false)),
        ("b2", p(1, &["Creature"], false)),
        ("b2t", p(1, &["Creature"], true)),
        ("j2", p(1, &["Planeswalker"], false)),
    ] {
        m.insert(l, pm);
    }
    m
}

/// A slot kind: its spec as a card writes it, and which permanents it allows
/// by the rules (from Alice's point of view: "you" is Alice), and whether
/// players are allowed ("any target" and player slots).
struct Kind {
    name: &'static str,
    spec: Value,
    allows: fn(&Perm) -> bool,
    players: &'static [u8],
}

fn kinds() -> Vec<Kind> {
    let k = |name, spec, allows, players| Kind { name, spec, allows, players };
    vec![
        k("artifact", json!({"kind": "permanent", "filter": {"types": ["Artifact"]}}), (|p: &Perm| p.types.contains(&"Artifact")) as fn(&Perm) -> bool, &[][..]),
        k("artifact_or_enchantment", json!({"kind": "permanent", "filter": {"types": ["Artifact", "Enchantment"]}}), |p| p.types.contains(&"Artifact") || p.types.contains(&"Enchantment"), &[]),
        k("enchantment_you_control", json!({"kind": "permanent", "filter": {"types": ["Enchantment"], "controller": "you"}}), |p| p.types.contains(&"Enchantment") && p.controller == 0, &[]),
        k("enchantment_opponent", json!({"kind": "permanent", "filter": {"types": ["Enchantment"], "controller": "opponent"}}), |p| p.types.contains(&"Enchantment") && p.controller == 1, &[]),
        k("land", json!({"kind": "permanent", "filter": {"types": ["Land"]}}), |p| p.types.contains(&"Land"), &[]),
        k("land_you_control", json!({"kind": "permanent", "filter": {"types": ["Land"], "controller": "you"}}), |p| p.types.contains(&"Land") && p.controller == 0, &[]),
        k("planeswalker", json!({"kind": "permanent", "filter": {"types": ["Planeswalker"]}}), |p| p.types.contains(&"Planeswalker"), &[]),
        k("creature", json!({"kind": "permanent", "filter": {"types": ["Creature"]}}), |p| p.types.contains(&"Creature"), &[]),
        k("creature_opponent", json!({"kind": "permanent", "filter": {"types": ["Creature"], "controller": "opponent"}}), |p| p.types.contains(&"Creature") && p.controller == 1, &[]),
        k("tapped_creature", json!({"kind": "permanent", "filter": {"types": ["Creature"], "tapped": true}}), |p| p.types.contains(&"Creature") && p.tapped, &[]),
        k("untapped_creature_you_control", json!({"kind": "permanent", "filter": {"types": ["Creature"], "tapped": false, "controller": "you"}}), |p| p.types.contains(&"Creature") && !p.tapped && p.controller == 0, &[]),
        k("noncreature_artifact", json!({"kind": "permanent", "filter": {"types": ["Artifact"], "not_types": ["Creature"]}}), |p| p.types.contains(&"Artifact") && !p.types.contains(&"Creature"), &[]),
        k("nonland_permanent", json!({"kind": "permanent", "filter": {"not_types": ["Land"]}}), |p| !p.types.contains(&"Land"), &[]),
        k("nonland_opponent", json!({"kind": "permanent", "filter": {"not_types": ["Land"], "controller": "opponent"}}), |p| !p.types.contains(&"Land") && p.controller == 1, &[]),
        k("noncreature_nonland", json!({"kind": "permanent", "filter": {"not_types": ["Creature", "Land"]}}), |p| !p.types.contains(&"Creature") && !p.types.contains(&"Land"), &[]),
        k("permanent", json!({"kind": "permanent"}), |_| true, &[]),
        k("permanent_you_control", json!({"kind": "permanent", "filter": {"controller": "you"}}), |p| p.controller == 0, &[]),
        k("permanent_opponent", json!({"kind": "permanent", "filter": {"controller": "opponent"}}), |p| p.controller == 1, &[]),
        k("untapped_permanent_opponent", json!({"kind": "permanent", "filter": {"controller": "opponent", "tapped": false}}), |p| p.controller == 1 && !p.tapped, &[]),
        k("any_target", json!({"kind": "creature_or_player"}), |p| p.types.contains(&"Creature"), &[0, 1]),
        k("creature_or_opponent", json!({"kind": "creature_or_player", "filter": {"controller": "opponent"}}), |p| p.types.contains(&"Creature") && p.controller == 1, &[1]),
        k("player", json!({"kind": "player"}), |_| false, &[0, 1]),
        k("opponent", json!({"kind": "player", "filter": {"controller": "opponent"}}), |_| false, &[1]),
    ]
}

fn spec(v: &Value) -> TargetSpec {
    let mut v = v.clone();
    v["text"] = "test".into();
    serde_json::from_value(v).unwrap()
}

/// Every slot kind's answer for Alice equals what the rules allow on the
/// board the model describes; the objects come in id order after the
/// players; the game's indexes agree with the battlefield.
fn check(t: &T, m: &BTreeMap<&'static str, Perm>, when: &str) {
    let g = t.g();
    g.check_consistency().unwrap_or_else(|e| panic!("{when}: {e:?}"));
    let src = t.id("src");
    for k in kinds() {
        let got = g.legal_targets(&spec(&k.spec), PlayerId(0), src, Default::default());
        let players: Vec<u8> = got.iter().filter_map(|x| if let TargetChoice::Player(p) = x { Some(p.0) } else { None }).collect();
        let objects: Vec<ObjectId> = got.iter().filter_map(|x| if let TargetChoice::Object(o) = x { Some(*o) } else { None }).collect();
        assert!(objects.windows(2).all(|w| w[0] < w[1]), "{when}: {}: not in id order: {objects:?}", k.name);
        let want: BTreeSet<ObjectId> = m.iter().filter(|(_, p)| (k.allows)(p)).map(|(l, _)| t.id(l)).collect();
        assert_eq!(objects.iter().copied().collect::<BTreeSet<_>>(), want, "{when}: {}", k.name);
        assert_eq!(players, k.players.to_vec(), "{when}: {}", k.name);
    }
}

/// Alice casts a card from her hand with these targets (labels), and both
/// players pass so that it resolves.
fn cast_resolve(t: &mut T, card: &str, targets: &[&str]) {
    t.gm().players[0].pool = ManaPool::parse("{W}{U}{R}{C}{C}").unwrap();
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(t.g().stack.is_empty(), "{card} resolved");
}

/// The four changes: a permanent enters, one leaves, one changes controller,
/// one changes card types under an effect (which stays in force: from then
/// on the answers come from the whole battlefield).
#[derive(Clone, Copy, Debug)]
enum Op {
    Enter,
    Leave,
    Control,
    Retype,
}

fn apply(t: &mut T, m: &mut BTreeMap<&'static str, Perm>, op: Op) {
    match op {
        // An artifact spell resolves: the Relic enters under Alice's control.
        Op::Enter => {
            cast_resolve(t, "r3", &[]);
            m.insert("r3", Perm { controller: 0, types: vec!["Artifact"], tapped: false });
        }
        // 701.7: Bob's Charm is destroyed.
        Op::Leave => {
            cast_resolve(t, "erase", &["c2"]);
            m.remove("c2");
        }
        // 613.1b: Alice gains control of Bob's Golem.
        Op::Control => {
            cast_resolve(t, "threaten", &["g2"]);
            m.get_mut("g2").unwrap().controller = 0;
        }
        // 613.1d (layer 4): Bob's untapped Bears becomes an artifact and no longer a creature.
        Op::Retype => {
            cast_resolve(t, "transmute", &["b2"]);
            m.get_mut("b2").unwrap().types = vec!["Artifact"];
        }
    }
}

/// Each slot kind on the built board, then after each of the four changes,
/// in all 24 orders.
#[test]
fn every_slot_kind_follows_entering_leaving_control_and_type_changes_in_every_order() {
    let all = permutations(&[Op::Enter, Op::Leave, Op::Control, Op::Retype]);
    assert_eq!(all.len(), 24);
    for order in all {
        let mut t = board();
        let mut m = model();
        check(&t, &m, "the built board");
        for (i, op) in order.iter().enumerate() {
            apply(&mut t, &mut m, *op);
            check(&t, &m, &format!("{order:?}, after {i}: {op:?}"));
        }
    }
}

/// Each kind has at least two qualifying cards on the built board (the slot
/// is tested against more than one answer; "target opponent" has one), and
/// each permanent kind but "target permanent" turns something down.
#[test]
fn each_slot_kind_has_two_answers_and_refuses_something() {
    let m = model();
    for k in kinds() {
        let n = m.values().filter(|p| (k.allows)(p)).count() + k.players.len();
        // "Target opponent" has one answer in a two-player game.
        assert!(n >= 2 || k.name == "opponent", "{}: {n} answers", k.name);
        assert!(!k.players.is_empty() || m.values().any(|p| !(k.allows)(p)) || k.name == "permanent", "{}: refuses nothing", k.name);
    }
}

/// 601.2c: the legal actions list the targets the rules allow for the
/// spells Alice holds ("target enchantment", "target creature an opponent
/// controls", "target permanent"), before and after the changes.
#[test]
fn legal_actions_list_each_held_spells_targets() {
    let mut t = board();
    let mut m = model();
    let look = |t: &T, m: &BTreeMap<&'static str, Perm>, when: &str| {
        let acts = t.g().legal_actions();
        for (label, allows) in [
            ("erase", (|p: &Perm| p.types.contains(&"Enchantment")) as fn(&Perm) -> bool),
            ("threaten", |p: &Perm| p.types.contains(&"Creature") && p.controller == 1),
            ("transmute", |_: &Perm| true),
        ] {
            if !t.zone(label).starts_with("hand") {
                continue;
            }
            let id = t.id(label);
            let Some(LegalAction::Cast { options, .. }) = acts.iter().find(|a| matches!(a, LegalAction::Cast { card, .. } if *card == id)) else {
                panic!("{when}: {label} can be cast")
            };
            let got: BTreeSet<TargetChoice> = options[0].targets[0].iter().copied().collect();
            let want: BTreeSet<TargetChoice> = m.iter().filter(|(_, p)| allows(p)).map(|(l, _)| TargetChoice::Object(t.id(l))).collect();
            assert_eq!(got, want, "{when}: {label}");
        }
    };
    t.gm().players[0].pool = ManaPool::parse("{W}{U}{R}{C}{C}").unwrap();
    look(&t, &m, "built");
    for op in [Op::Enter, Op::Control, Op::Retype] {
        apply(&mut t, &mut m, op);
        t.gm().players[0].pool = ManaPool::parse("{W}{U}{R}{C}{C}").unwrap();
        look(&t, &m, &format!("after {op:?}"));
    }
}

/// 706.2: a copy's card types are those it copies: Clone entering as a copy
/// of Bob's Golem is an artifact (and a creature) for every slot that asks.
#[test]
fn a_copy_is_found_by_the_types_it_copies() {
    let mut t = two_players(
        cards(),
        json!([c("Forest", "f1")]),
        json!([c("Clone", "clone"), c("Charm (test card)", "src")]),
        json!([c("Golem (test card)", "g2"), c("Relic (test card)", "r2")]),
        json!([]),
    );
    t.gm().players[0].pool = ManaPool::parse("{U}{U}{U}{U}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    t.pass_all();
    // Clone's "as it enters, choose a creature to copy" (706.5, 614.1c).
    t.act(json!({"action": "choose_object", "player": 0, "object": "@g2"}));
    assert_eq!(t.zone("clone"), "battlefield");
    let clone = t.id("clone");
    t.g().check_consistency().unwrap();
    let src = t.id("src");
    let ask = |filter: Value| -> BTreeSet<ObjectId> {
        t.g().legal_targets(&spec(&json!({"kind": "permanent", "filter": filter})), PlayerId(0), src, Default::default())
            .into_iter()
            .filter_map(|x| if let TargetChoice::Object(o) = x { Some(o) } else { None })
            .collect()
    };
    let (g2, r2) = (t.id("g2"), t.id("r2"));
    assert_eq!(ask(json!({"types": ["Artifact"]})), [g2, r2, clone].into_iter().collect());
    assert_eq!(ask(json!({"types": ["Artifact"], "controller": "you"})), [clone].into_iter().collect());
    assert_eq!(ask(json!({"types": ["Creature"], "controller": "you"})), [clone].into_iter().collect());
    assert_eq!(ask(json!({"not_types": ["Land"], "controller": "you"})), [clone].into_iter().collect());
}

/// Random games with the test cards mixed in (entering, leaving, control,
/// type changes): after each action, every slot kind's answer, for each
/// player as "you", equals a look at every permanent (and player) with the
/// same per-choice test, and the game's indexes agree with the battlefield.
fn scenario_with_test_cards() -> impl Strategy<Value = Value> {
    (scenario_strategy(), proptest::collection::vec(0..6usize, 0..6), proptest::collection::vec(0..4usize, 0..6)).prop_map(|(mut s, hand, bf)| {
        let spells = ["Erase (test card)", "Threaten (test card)", "Transmute (test card)", "Relic (test card)", "Golem (test card)", "Charm (test card)"];
        let perms = ["Relic (test card)", "Golem (test card)", "Charm (test card)", "Dryad (test card)"];
        s["cards"] = cards();
        for (i, h) in hand.iter().enumerate() {
            s["players"][i % 2]["hand"].as_array_mut().unwrap().push(spells[*h].into());
        }
        for (i, b) in bf.iter().enumerate() {
            s["players"][i % 2]["battlefield"].as_array_mut().unwrap().push(perms[*b].into());
        }
        s
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    #[test]
    fn indexed_targets_equal_the_scan_on_random_games(scen in scenario_with_test_cards(), choices in proptest::collection::vec(any::<u64>(), 1..50)) {
        let s = stackwise::formats::scenario::parse_value(&scen).unwrap();
        let mut g = s.build().unwrap().game;
        let specs: Vec<TargetSpec> = kinds().iter().map(|k| spec(&k.spec)).collect();
        for r in choices {
            let Some(a) = pick_action(&g, r) else { break };
            let _ = g.apply(&a);
            if let Err(e) = g.check_consistency() {
                return Err(TestCaseError::fail(format!("{e:?}")));
            }
            let source = g.players[0].hand.first().copied().or_else(|| g.battlefield.iter().next().copied()).unwrap_or(ObjectId(0));
            for you in [PlayerId(0), PlayerId(1)] {
                for sp in &specs {
                    let got = g.legal_targets(sp, you, source, Default::default());
                    let mut scan: Vec<TargetChoice> = Vec::new();
                    if matches!(sp.kind, stackwise::cards::def::TargetKind::Player | stackwise::cards::def::TargetKind::CreatureOrPlayer) {
                        scan.extend(g.apnap().into_iter().map(TargetChoice::Player).filter(|t| g.target_legal(sp, *t, you, source, Default::default())));
                    }
                    if sp.kind != stackwise::cards::def::TargetKind::Player {
                        scan.extend(g.battlefield.iter().map(|id| TargetChoice::Object(*id)).filter(|t| g.target_legal(sp, *t, you, source, Default::default())));
                    }
                    prop_assert_eq!(&got, &scan, "{:?} for {:?}", sp.filter, you);
                }
            }
        }
    }
}
