//! Characteristics are cached per object
//! (613) and the cache never serves a stale value; "untap all" (701.26b)
//! visits tapped permanents only and untaps exactly the right ones; auto-pay
//! (601.2g) picks the sources the rules and its documented order require;
//! `legal_actions` from indexes equals a brute-force reference built from
//! `Game::apply` on random small boards. Expected values come from the cards'
//! printed numbers and the rules, never from the engine's own output.

use crate::common;
use common::*;
use proptest::prelude::*;
use serde_json::json;
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::cards::def::Ability;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::Flow;
use stackwise::rules::*;
use std::collections::BTreeSet;

fn pt(g: &Game, id: ObjectId) -> (i32, i32) {
    let c = g.chars(id).expect("object");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

fn main_phase(players: serde_json::Value) -> T {
    T::new(json!({"players": players, "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

// ------------------------------------------------------------ the cache ----

#[test]
fn cache_follows_an_anthem_entering_and_leaving() {
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Plains", "Plains", "Plains"],
         "hand": [{"card": "Glorious Anthem", "label": "anthem"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]}
    ]));
    let (bears, theirs) = (t.id("bears"), t.id("theirs"));
    // Read (and cache) before the anthem exists.
    assert_eq!(pt(t.g(), bears), (2, 2));
    assert_eq!(pt(t.g(), theirs), (2, 2));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@anthem", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("anthem"), "battlefield");
    // 613.4c: creatures you control get +1/+1; the opponent's don't.
    assert_eq!(pt(t.g(), bears), (3, 3));
    assert_eq!(pt(t.g(), theirs), (2, 2));
    let anthem = t.id("anthem");
    t.gm().sacrifice(anthem, "test");
    assert_eq!(pt(t.g(), bears), (2, 2), "the anthem's effect ends as it leaves");
}

#[test]
fn cache_follows_giant_growth_ending_at_cleanup() {
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest"],
         "hand": [{"card": "Giant Growth", "label": "gg"}], "library": ["Forest", "Forest", "Forest"]},
        {"name": "B", "library": ["Forest", "Forest", "Forest"]}
    ]));
    let bears = t.id("bears");
    assert_eq!(pt(t.g(), bears), (2, 2));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(t.g(), bears), (5, 5), "+3/+3 until end of turn");
    // Play on to the next turn: 514.2 ends the effect in the cleanup step.
    for _ in 0..64 {
        if t.g().turn.number > 3 {
            break;
        }
        if let Some(d) = &t.g().pending {
            assert_eq!(d.rule, "508.1", "unexpected decision: {d:?}");
            t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
            continue;
        }
        t.pass_all();
    }
    assert!(t.g().turn.number > 3, "{:?} {:?}", t.g().turn, t.g().flow);
    assert_eq!(pt(t.g(), bears), (2, 2));
}

#[test]
fn cache_follows_a_control_change_under_an_anthem() {
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": ["Mountain", "Mountain", "Mountain"],
         "hand": [{"card": "Act of Treason", "label": "treason"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Glorious Anthem"]}
    ]));
    let bears = t.id("bears");
    assert_eq!(pt(t.g(), bears), (3, 3), "B's anthem pumps B's bears");
    assert_eq!(t.g().chars(bears).unwrap().controller, PlayerId(1));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@treason", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    // 613.1b: A controls it now; B's anthem no longer applies (creatures *B* controls).
    let c = t.g().chars(bears).unwrap();
    assert_eq!(c.controller, PlayerId(0));
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    assert!(c.has_keyword(Keyword::Haste));
}

#[test]
fn cache_follows_counters() {
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Grizzly Bears", "label": "other"}]},
        {"name": "B"}
    ]));
    let (bears, other) = (t.id("bears"), t.id("other"));
    assert_eq!(pt(t.g(), bears), (2, 2));
    t.gm().add_counters(bears, "+1/+1", 2, "test");
    assert_eq!(pt(t.g(), bears), (4, 4), "613.4c: two +1/+1 counters");
    assert_eq!(pt(t.g(), other), (2, 2), "the other Grizzly Bears shares nothing it shouldn't");
    t.gm().add_counters(bears, "-1/-1", 1, "test");
    assert_eq!(pt(t.g(), bears), (3, 3));
    t.gm().remove_counters(bears, "+1/+1", 2, "test");
    assert_eq!(pt(t.g(), bears), (1, 1));
}

#[test]
fn cache_follows_humility_entering_and_leaving() {
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Serra Angel", "label": "angel"}, "Plains", "Plains", "Plains", "Plains"],
         "hand": [{"card": "Humility", "label": "humility"}]},
        {"name": "B", "battlefield": [{"card": "Llanowar Elves", "label": "elves"}]}
    ]));
    let (angel, elves) = (t.id("angel"), t.id("elves"));
    assert_eq!(pt(t.g(), angel), (4, 4));
    assert!(t.g().chars(angel).unwrap().has_keyword(Keyword::Flying));
    assert!(!t.g().chars(elves).unwrap().abilities.is_empty(), "the Elves' mana ability");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@humility", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("humility"), "battlefield");
    // All creatures lose all abilities and are 1/1.
    let c = t.g().chars(angel).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    assert!(!c.has_keyword(Keyword::Flying));
    assert!(t.g().chars(elves).unwrap().abilities.is_empty());
    let humility = t.id("humility");
    t.gm().sacrifice(humility, "test");
    assert_eq!(pt(t.g(), angel), (4, 4));
    assert!(t.g().chars(angel).unwrap().has_keyword(Keyword::Flying));
    assert!(!t.g().chars(elves).unwrap().abilities.is_empty());
}

#[test]
fn cache_follows_an_equipment_moving() {
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "first"}, {"card": "Grizzly Bears", "label": "second"},
                                      {"card": "Bonesplitter", "label": "axe", "attached_to": "first"}, "Mountain"]},
        {"name": "B"}
    ]));
    let (first, second) = (t.id("first"), t.id("second"));
    assert_eq!(pt(t.g(), first), (4, 2), "equipped creature gets +2/+0");
    assert_eq!(pt(t.g(), second), (2, 2));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@axe", "ability": 1, "targets": [{"object": "@second"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(t.g(), first), (2, 2), "701.3: the equipment moved away");
    assert_eq!(pt(t.g(), second), (4, 2));
}

#[test]
fn identical_untouched_objects_share_one_characteristics_value() {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 1);
    let ids: Vec<ObjectId> = (0..1000).map(|_| add_card(&mut g, pool, "Grizzly Bears", PlayerId(0), Zone::Battlefield).unwrap()).collect();
    g.run();
    let arcs: Vec<_> = ids.iter().map(|id| g.chars(*id).unwrap()).collect();
    assert!(arcs.iter().all(|a| std::sync::Arc::ptr_eq(a, &arcs[0])), "one value for a thousand identical creatures");
    let (shared, own) = g.chars_cache.len();
    assert!(shared <= 2 && own == 0, "shared {shared}, own {own}");
    // A creature something names one by one gets its own value, and the others keep sharing.
    g.add_counters(ids[7], "+1/+1", 1, "test");
    assert_eq!(pt(&g, ids[7]), (3, 3));
    assert_eq!(pt(&g, ids[8]), (2, 2));
    // A clone starts with an empty cache and compares equal.
    let h = g.clone();
    assert_eq!(h.chars_cache.len(), (0, 0));
    assert!(h == g);
    assert_eq!(pt(&h, ids[7]), (3, 3));
}

// ---------------------------------------------------------- untap all ----

#[test]
fn untap_all_creatures_untaps_exactly_the_tapped_creatures() {
    // Intruder Alarm: creatures don't untap during untap steps (502.2), but its
    // trigger untaps all creatures (701.26b), whoever controls them; lands stay tapped.
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [
            {"card": "Grizzly Bears", "label": "tapped_mine", "tapped": true},
            {"card": "Grizzly Bears", "label": "untapped_mine"},
            {"card": "Forest", "label": "land", "tapped": true},
            "Forest", "Forest"],
         "hand": [{"card": "Grizzly Bears", "label": "newcomer"}]},
        {"name": "B", "battlefield": [
            {"card": "Intruder Alarm", "label": "alarm"},
            {"card": "Llanowar Elves", "label": "tapped_theirs", "tapped": true},
            {"card": "Island", "label": "island", "tapped": true}]}
    ]));
    let tapped_creatures: BTreeSet<ObjectId> = [t.id("tapped_mine"), t.id("tapped_theirs")].into_iter().collect();
    // A permanent tapped since the last state-based check (a direct write, as a
    // replacement's "enters tapped" does) is untapped too.
    let late = t.id("untapped_mine");
    t.gm().obj_mut(late).unwrap().tapped = true;
    t.gm().mark_dirty(late);
    let mut expected = tapped_creatures.clone();
    expected.insert(late);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@newcomer", "auto_pay": true}));
    let mut ev = t.pass_all(); // the Bears resolve and enter; the Alarm triggers
    ev.extend(t.pass_all()); // the trigger resolves
    let untapped: BTreeSet<ObjectId> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Untapped { object } => Some(object),
            _ => None,
        })
        .collect();
    // The Forests tapped to cast the Bears are lands: they stay tapped.
    assert_eq!(untapped, expected, "{:?}", rules(&ev));
    assert!(t.g().obj(t.id("land")).unwrap().tapped);
    assert!(t.g().obj(t.id("island")).unwrap().tapped);
    for id in &expected {
        assert!(!t.g().obj(*id).unwrap().tapped);
    }
    // The index holds no untapped permanent as tapped, and every tapped one.
    let actually: BTreeSet<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().obj(*id).unwrap().tapped).collect();
    let indexed: BTreeSet<ObjectId> = t.g().tapped_permanents.iter().copied().filter(|id| t.g().obj(*id).is_some_and(|o| o.tapped)).collect();
    assert_eq!(actually, indexed);
}

#[test]
fn the_untap_step_respects_doesnt_untap_while_untap_all_does_not() {
    // 502.2 at the untap step: creatures stay tapped under Intruder Alarm, lands untap.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "tapped": true},
                                          {"card": "Forest", "label": "forest", "tapped": true}],
             "library": ["Forest", "Forest"]},
            {"name": "B", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}], "library": ["Island", "Island"]}
        ],
        "turn": {"number": 2, "active": 1, "step": "end"}
    }));
    for _ in 0..16 {
        if t.g().turn.number == 3 && t.g().turn.step != Step::Untap {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.active, PlayerId(0));
    assert!(!t.g().obj(t.id("forest")).unwrap().tapped);
    assert!(t.g().obj(t.id("bears")).unwrap().tapped);
    assert!(t.g().tapped_permanents.contains(&t.id("bears")));
    assert!(!t.g().tapped_permanents.contains(&t.id("forest")));
}

// ------------------------------------------------------------ auto-pay ----

fn tapped_by(ev: &[Event]) -> BTreeSet<ObjectId> {
    ev.iter()
        .filter_map(|e| match e.kind {
            EventKind::Tapped { object } => Some(object),
            _ => None,
        })
        .collect()
}

#[test]
fn auto_pay_taps_the_one_red_source_among_many_forests() {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 1);
    for _ in 0..300 {
        add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
    }
    let mountain = add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    let ev = g
        .apply(&Action::cast(PlayerId(0), bolt, vec![TargetChoice::Player(PlayerId(1))]))
        .unwrap();
    // {R} can only come from the Mountain; nothing else is tapped.
    assert_eq!(tapped_by(&ev), [mountain].into_iter().collect());
}

#[test]
fn auto_pay_pays_colour_first_then_generic_in_id_order() {
    // {1}{G} (Giant Growth is {G}; Grizzly Bears {1}{G}) from Mountain, Forest, Forest:
    // the Forest (lowest id among green sources) pays {G}; the generic part takes the
    // lowest-id source left (the Mountain); the second Forest stays untapped.
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Mountain", "label": "m"}, {"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}],
         "hand": [{"card": "Grizzly Bears", "label": "bears"}]},
        {"name": "B"}
    ]));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    assert_eq!(tapped_by(&ev), [t.id("m"), t.id("f1")].into_iter().collect());
}

#[test]
fn auto_pay_skips_sources_that_lost_their_abilities_and_sick_creatures() {
    // Humility: the Elves lose their mana ability; a summoning-sick Elves can't tap (302.6).
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Llanowar Elves", "label": "sick", "sick": true}, {"card": "Llanowar Elves", "label": "humble"},
                                      {"card": "Forest", "label": "forest"}],
         "hand": [{"card": "Giant Growth", "label": "gg"}]},
        {"name": "B", "battlefield": ["Humility", {"card": "Grizzly Bears", "label": "target"}]}
    ]));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@target"}], "auto_pay": true}));
    assert_eq!(tapped_by(&ev), [t.id("forest")].into_iter().collect());
}

// ------------------------------------------------------- legal actions ----

/// The brute-force reference: for every permanent the player controls (a look
/// at the whole battlefield) and every ability index its characteristics list,
/// is activating it (auto-pay, with the first legal choice of each target
/// slot) accepted by `Game::apply`?
fn reference_activations(g: &Game, p: PlayerId) -> BTreeSet<(ObjectId, usize)> {
    let mut out = BTreeSet::new();
    for id in g.battlefield.iter().copied() {
        if g.obj(id).unwrap().controller != p {
            continue;
        }
        let c = g.chars(id).unwrap();
        for (i, ab) in c.abilities.iter().enumerate() {
            let Ability::Activated { targets, .. } = ab else { continue };
            // Every target slot: try every object and player as the first choice.
            let mut candidates: Vec<Vec<TargetChoice>> = vec![vec![]];
            for _ in targets {
                let mut next = Vec::new();
                for prefix in &candidates {
                    for t in g.battlefield.iter().map(|o| TargetChoice::Object(*o)).chain((0..2).map(|q| TargetChoice::Player(PlayerId(q)))) {
                        let mut v = prefix.clone();
                        v.push(t);
                        next.push(v);
                    }
                }
                candidates = next;
            }
            let ok = candidates.into_iter().any(|ts| {
                let mut h = g.clone();
                h.apply(&Action::ActivateAbility { player: p, source: id, ability: i, targets: ts, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 }).is_ok()
            });
            if ok {
                out.insert((id, i));
            }
        }
    }
    out
}

const POOL: &[&str] = &["Forest", "Mountain", "Swamp", "Grizzly Bears", "Llanowar Elves", "Drudge Skeletons", "Prodigal Pyromancer", "Humility", "Glorious Anthem", "Bonesplitter"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]
    #[test]
    fn legal_activations_equal_a_brute_force_reference(
        cards in proptest::collection::vec((0..POOL.len(), 0u8..2, any::<bool>(), any::<bool>()), 1..9),
        gond in any::<bool>(),
    ) {
        let pool = builtin();
        let mut g = Game::new(&["A".to_string(), "B".to_string()], 3);
        let mut creatures = Vec::new();
        for (k, owner, tapped, sick) in &cards {
            let id = add_card(&mut g, pool, POOL[*k], PlayerId(*owner), Zone::Battlefield).unwrap();
            g.obj_mut(id).unwrap().tapped = *tapped;
            g.obj_mut(id).unwrap().summoning_sick = *sick;
            g.mark_dirty(id);
            if POOL[*k] == "Grizzly Bears" && *owner == 0 {
                creatures.push(id);
            }
        }
        g.run();
        // Presence of Gond grants an activated ability to a creature that entered without one.
        if gond && !creatures.is_empty() {
            for _ in 0..3 {
                add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
            }
            let aura = add_card(&mut g, pool, "Presence of Gond", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
            g.run();
            let r = g.apply(&Action::CastSpell { player: PlayerId(0), card: aura, targets: vec![TargetChoice::Object(creatures[0])], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] });
            if r.is_ok() {
                g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
                g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
            }
        }
        prop_assume!(g.flow == Flow::Priority(PlayerId(0)) && g.pending.is_none());
        let listed: BTreeSet<(ObjectId, usize)> = g
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                LegalAction::Activate { source, ability, .. } if g.is_on_battlefield(source) => Some((source, ability)),
                _ => None,
            })
            .collect();
        prop_assert_eq!(listed, reference_activations(&g, PlayerId(0)));
    }
}

// ------------------------------------------- 306.7 look-ahead narrowing ----

#[test]
fn a_planeswalker_in_play_asks_nothing_about_damage_to_a_creature_and_still_asks_for_a_player() {
    let board = || {
        T::new(json!({
            "players": [
                {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
                {"name": "B", "battlefield": [{"card": "Jace Beleren", "label": "jace"}, {"card": "Grizzly Bears", "label": "bears"}]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }))
    };
    // At the Bears: 306.7 is about damage to a player; no question, the Bears die.
    let mut t = board();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
    assert!(!ev.iter().any(|e| e.rule == "306.7"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bears"), "graveyard");
    // At B: the controller of the Bolt is asked whether to hit Jace instead.
    let mut t = board();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("the 306.7 question");
    assert_eq!((d.rule.as_str(), d.player), ("306.7", PlayerId(0)));
}

// ------------------------------ a static source entering or leaving ----

#[test]
fn an_aura_leaving_makes_its_creature_checked_again() {
    // Angelic Destiny's +4/+4 keeps a Grizzly Bears with 3 damage alive (toughness 6);
    // when the Aura leaves, the Bears have toughness 2 and 3 damage: destroyed (704.5g).
    // An Aura's static ability reaches only the enchanted creature, so only that
    // creature needs another look, and it gets one.
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "damage": 3},
                                      {"card": "Angelic Destiny", "label": "destiny", "attached_to": "bears"},
                                      {"card": "Grizzly Bears", "label": "other", "damage": 1}]},
        {"name": "B"}
    ]));
    assert_eq!(pt(t.g(), t.id("bears")), (6, 6));
    assert_eq!(t.zone("bears"), "battlefield");
    let destiny = t.id("destiny");
    t.gm().sacrifice(destiny, "test");
    t.gm().check_state_based_actions(1);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("other"), "battlefield", "1 damage on a 2/2");
}

#[test]
fn an_anthem_leaving_still_makes_every_creature_checked_again() {
    // Glorious Anthem reaches every creature its controller controls: when it
    // leaves, each 2/2 with 2 damage (3/3 under the anthem) is destroyed.
    let mut t = main_phase(json!([
        {"name": "A", "battlefield": [{"card": "Glorious Anthem", "label": "anthem"},
                                      {"card": "Grizzly Bears", "label": "a", "damage": 2},
                                      {"card": "Grizzly Bears", "label": "b", "damage": 2}]},
        {"name": "B"}
    ]));
    assert_eq!(t.zone("a"), "battlefield");
    let anthem = t.id("anthem");
    t.gm().sacrifice(anthem, "test");
    t.gm().check_state_based_actions(1);
    assert_eq!((t.zone("a").as_str(), t.zone("b").as_str()), ("graveyard", "graveyard"));
}
