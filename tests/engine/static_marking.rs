//! A static ability entering or leaving, a control change and a floating
//! effect that reaches other objects mark only what they can affect (613,
//! 704.3; rules::indexes::static_reach): the next state-based check looks at
//! those objects rather than the whole battlefield. These tests build the
//! cases where narrowing could go wrong and check that exactly the right
//! creatures die; after every action, a check over the whole battlefield
//! (`all_dirty`) must find nothing the narrowed check left behind.

use crate::common;
use common::*;
use proptest::prelude::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn cards() -> Value {
    json!([
        {"name": "Wither Field", "mana_cost": "{1}{B}", "type": "Enchantment", "text": "Creatures your opponents control get -1/-1."},
        {"name": "Weakness Field", "mana_cost": "{1}{B}", "type": "Enchantment", "text": "Creatures you control get -1/-1."},
        {"name": "Frail Soldier", "mana_cost": "{W}", "type": "Creature — Soldier", "power": 1, "toughness": 1, "text": ""},
        {"name": "Benalish Marshal", "mana_cost": "{W}{W}{W}", "type": "Creature — Human Knight", "power": 3, "toughness": 3, "text": "Other creatures you control get +1/+1."},
        {"name": "Steal Enchantment", "mana_cost": "{U}", "type": "Instant", "text": "Gain control of target enchantment."},
        {"name": "Petrify (test card)", "mana_cost": "{U}", "type": "Instant", "text": "Target creature becomes an artifact. (This effect lasts indefinitely.)"},
        {"name": "Awaken Land (test card)", "mana_cost": "{G}", "type": "Instant", "text": "Until end of turn, target land becomes a 1/1 creature that's still a land."},
        {"name": "Sting", "mana_cost": "{R}", "type": "Instant", "text": "Sting deals 1 damage to target creature."}
    ])
}

/// Alice and Bob with these battlefields (entries as in a scenario) and
/// Alice's hand; five Islands in each library.
fn game(alice_bf: Value, bob_bf: Value, alice_hand: Value, bob_hand: Value) -> T {
    common::two_players(cards(), alice_bf, alice_hand, bob_bf, bob_hand)
}

/// A look at the whole battlefield, as if anything had changed: what the
/// narrowed checks should have found already (nothing).
fn full_check_finds_nothing(g: &Game) {
    let mut c = g.clone();
    c.all_dirty = true;
    let missed = c.find_state_based_actions();
    assert!(missed.is_empty(), "a check of the whole battlefield finds what the narrowed one missed: {missed:?}");
    assert_eq!(g.creature_index_problem(), None);
}

/// Player `p` casts a card with an all-colour pool, targets given as labels; everyone passes until it resolved.
fn cast(t: &mut T, p: u8, card: &str, targets: &[&str]) -> Vec<Event> {
    t.gm().players[p as usize].pool = ManaPool::parse("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{G}{C}{C}{C}").unwrap();
    if t.g().acting_player() != Some(PlayerId(p)) {
        t.act(json!({"action": "pass_priority", "player": 1 - p}));
    }
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    let mut ev = t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
    full_check_finds_nothing(t.g());
    ev.extend(t.pass_all());
    assert!(t.g().stack.is_empty(), "{card} resolved");
    full_check_finds_nothing(t.g());
    ev
}

fn alive(t: &T, label: &str) -> bool {
    t.zone(label) == "battlefield"
}

fn c(name: &str, label: &str) -> Value {
    json!({"card": name, "label": label})
}

fn hurt(name: &str, label: &str, damage: i32) -> Value {
    json!({"card": name, "label": label, "damage": damage})
}

/// 613 + 704.5f: a "-1/-1 to creatures your opponents control" enchantment
/// entering kills the opponent's 1/1s, not its controller's, and leaves the
/// opponent's bigger creature alive.
#[test]
fn opponents_minus_anthem_entering_kills_exactly_the_opponents_one_ones() {
    let mut t = game(
        json!([c("Frail Soldier", "mine")]),
        json!([c("Frail Soldier", "b1"), c("Frail Soldier", "b2"), c("Grizzly Bears", "bears")]),
        json!([c("Wither Field", "field")]),
        json!([]),
    );
    let ev = cast(&mut t, 0, "field", &[]);
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert!(!alive(&t, "b1") && !alive(&t, "b2"), "Bob's 1/1s are 0/0");
    assert!(alive(&t, "bears") && alive(&t, "mine"));
    assert_eq!(t.g().chars(t.id("bears")).unwrap().toughness, Some(1));
}

/// 613 + 704.5f: a "-1/-1 to creatures you control" enchantment leaving saves
/// nothing that died already, and entering kills exactly its controller's 1/1s.
#[test]
fn own_minus_anthem_entering_kills_exactly_its_controllers_one_ones() {
    let mut t = game(
        json!([c("Frail Soldier", "a1"), c("Grizzly Bears", "a2")]),
        json!([c("Frail Soldier", "b1")]),
        json!([c("Weakness Field", "field")]),
        json!([]),
    );
    cast(&mut t, 0, "field", &[]);
    assert!(!alive(&t, "a1") && alive(&t, "a2") && alive(&t, "b1"));
}

/// 613 + 704.5g: an anthem leaving makes the damage marked on its
/// controller's creatures lethal; the opponent's damaged creature (never
/// pumped) is unaffected, and the controller's undamaged one lives.
#[test]
fn anthem_leaving_makes_damage_lethal_for_exactly_its_controllers_creatures() {
    let mut t = game(
        json!([c("Glorious Anthem", "anthem"), hurt("Grizzly Bears", "hurt", 2), c("Grizzly Bears", "fresh")]),
        json!([hurt("Hill Giant", "giant", 2)]),
        json!([]),
        json!([c("Disenchant", "disenchant")]),
    );
    assert!(alive(&t, "hurt"), "3/3 with 2 damage");
    let ev = cast(&mut t, 1, "disenchant", &["anthem"]);
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert!(!alive(&t, "hurt"), "2/2 with 2 damage: destroyed (704.5g)");
    assert!(alive(&t, "fresh") && alive(&t, "giant"));
}

/// 613 + 704.5g, a control change of the anthem's source (a "-1/-1 to
/// creatures you control" field): the old controller's creatures grow back,
/// the new controller's shrink and the 1/1 among them dies.
#[test]
fn control_change_of_a_minus_anthem_reaches_the_new_controllers_creatures() {
    let mut t = game(
        json!([c("Weakness Field", "field"), c("Grizzly Bears", "a_bears")]),
        json!([c("Frail Soldier", "b1"), c("Grizzly Bears", "b_bears")]),
        json!([]),
        json!([c("Steal Enchantment", "steal")]),
    );
    assert_eq!(t.g().chars(t.id("a_bears")).unwrap().toughness, Some(1));
    let ev = cast(&mut t, 1, "steal", &["field"]);
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert!(!alive(&t, "b1"), "Bob now controls the field: his 1/1 is 0/0");
    assert_eq!(t.g().chars(t.id("a_bears")).unwrap().toughness, Some(2));
    assert_eq!(t.g().chars(t.id("b_bears")).unwrap().toughness, Some(1));
}

/// 613 + 704.5g, a control change of a plus anthem: the damage on the old
/// controller's creatures becomes lethal.
#[test]
fn control_change_of_an_anthem_makes_the_old_controllers_damage_lethal() {
    let mut t = game(
        json!([c("Glorious Anthem", "anthem"), hurt("Grizzly Bears", "hurt", 2)]),
        json!([hurt("Hill Giant", "giant", 2)]),
        json!([]),
        json!([c("Steal Enchantment", "steal")]),
    );
    cast(&mut t, 1, "steal", &["anthem"]);
    assert!(!alive(&t, "hurt"), "Alice's Bears lost the +1/+1: 2 damage is lethal");
    assert!(alive(&t, "giant"));
    assert_eq!(t.g().chars(t.id("giant")).unwrap().toughness, Some(4));
}

/// A land made a creature by a floating effect (layer 4) is not a creature by
/// its copiable values: while that effect is in force, an anthem leaving
/// marks everything, and the animated land's damage becomes lethal.
#[test]
fn animated_land_loses_the_anthem_and_dies() {
    let mut t = game(
        json!([c("Glorious Anthem", "anthem"), c("Forest", "forest"), c("Grizzly Bears", "bears")]),
        json!([]),
        json!([c("Awaken Land (test card)", "awaken"), c("Sting", "sting")]),
        json!([c("Disenchant", "disenchant")]),
    );
    cast(&mut t, 0, "awaken", &["forest"]);
    assert_eq!(t.g().chars(t.id("forest")).unwrap().toughness, Some(2), "1/1 and +1/+1");
    cast(&mut t, 0, "sting", &["forest"]);
    assert!(alive(&t, "forest"));
    let ev = cast(&mut t, 1, "disenchant", &["anthem"]);
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert!(!alive(&t, "forest"), "the 1/1 land creature with 1 damage is destroyed");
    assert!(alive(&t, "bears"));
}

/// A creature made a noncreature (layer 4) is not affected by a "creatures
/// you control" -1/-1 entering; the other 1/1 dies.
#[test]
fn creature_made_noncreature_is_not_reached() {
    let mut t = game(
        json!([c("Frail Soldier", "stone"), c("Frail Soldier", "soldier")]),
        json!([]),
        json!([c("Petrify (test card)", "petrify"), c("Weakness Field", "field")]),
        json!([]),
    );
    cast(&mut t, 0, "petrify", &["stone"]);
    cast(&mut t, 0, "field", &[]);
    assert!(alive(&t, "stone"), "an artifact, not a creature: no toughness to check");
    assert!(!alive(&t, "soldier"));
}

/// Humility (layer 6 and 7b: changes abilities, so everything is marked)
/// entering: every damaged creature becomes a 1/1 and dies; a lord's bonus
/// ends too.
#[test]
fn humility_entering_reaches_every_creature() {
    let mut t = game(
        json!([hurt("Hill Giant", "giant", 1), c("Benalish Marshal", "marshal"), c("Grizzly Bears", "bears")]),
        json!([hurt("Grizzly Bears", "b_hurt", 1), c("Grizzly Bears", "b_fresh")]),
        json!([c("Humility", "humility")]),
        json!([]),
    );
    cast(&mut t, 0, "humility", &[]);
    assert!(!alive(&t, "giant") && !alive(&t, "b_hurt"));
    assert!(alive(&t, "marshal") && alive(&t, "bears") && alive(&t, "b_fresh"));
    assert_eq!(t.g().chars(t.id("bears")).unwrap().toughness, Some(1), "no bonus from the Marshal");
}

/// A floating effect that removes a lord's abilities until end of turn
/// (`effect_reaches_others`): the creatures it pumped shrink, and the damaged
/// one among them dies; the opponent's are not touched.
#[test]
fn lord_losing_its_abilities_reaches_its_controllers_creatures() {
    let mut t = game(
        json!([c("Benalish Marshal", "marshal"), hurt("Grizzly Bears", "hurt", 2), c("Grizzly Bears", "fresh")]),
        json!([hurt("Hill Giant", "giant", 2)]),
        json!([]),
        json!([c("Ovinize", "ovinize")]),
    );
    assert!(alive(&t, "hurt"));
    let ev = cast(&mut t, 1, "ovinize", &["marshal"]);
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert!(!alive(&t, "hurt") && alive(&t, "fresh") && alive(&t, "giant") && alive(&t, "marshal"));
}

/// Cards for random games with static abilities entering, leaving and
/// changing hands.
const POOL: &[&str] = &[
    "Glorious Anthem", "Wither Field", "Weakness Field", "Benalish Marshal", "Humility", "Living Lands",
    "Frail Soldier", "Grizzly Bears", "Hill Giant", "Forest", "Plains",
    "Disenchant", "Steal Enchantment", "Act of Treason", "Ovinize", "Petrify (test card)", "Awaken Land (test card)", "Sting", "Lightning Bolt",
];

fn is_spell(name: &str) -> bool {
    matches!(name, "Disenchant" | "Steal Enchantment" | "Act of Treason" | "Ovinize" | "Petrify (test card)" | "Awaken Land (test card)" | "Sting" | "Lightning Bolt")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    /// Random play with anthems, lords, Humility, animation and control
    /// changes: whenever a player may act, a check of the whole battlefield
    /// finds nothing the narrowed checks missed, and the creature index is the scan's.
    #[test]
    fn narrowed_marking_misses_nothing(seed in any::<u64>(),
                                       zones in proptest::collection::vec(proptest::collection::vec(0..POOL.len(), 0..7), 4),
                                       choices in proptest::collection::vec(any::<u64>(), 1..60)) {
        let names = |v: &Vec<usize>, bf: bool| v.iter().map(|i| {
            let n = POOL[*i];
            Value::from(if bf && is_spell(n) { "Plains" } else { n })
        }).collect::<Vec<_>>();
        let mut t = T::new(json!({
            "cards": cards(), "seed": seed,
            "players": [
                {"name": "A", "battlefield": names(&zones[0], true), "hand": names(&zones[1], false), "library": ["Forest", "Forest", "Forest"]},
                {"name": "B", "battlefield": names(&zones[2], true), "hand": names(&zones[3], false), "library": ["Forest", "Forest", "Forest"]}
            ]}));
        full_check_finds_nothing(t.g());
        for r in choices {
            if t.g().winners.is_some() {
                break;
            }
            // Mana for everything, so that spells get cast.
            for p in 0..2 {
                t.gm().players[p].pool = ManaPool::parse("{W}{W}{U}{B}{R}{G}{C}{C}").unwrap();
            }
            let Some(a) = common::random_play::pick_action(t.g(), r) else { break };
            if t.gm().apply(&a).is_err() {
                continue;
            }
            if t.g().pending.is_none() {
                full_check_finds_nothing(t.g());
            }
        }
    }
}
