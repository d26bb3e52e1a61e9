//! The second (and third) real cards of families that had one: each built-in
//! card (compiled from its printed text) plays as its printed
//! text says, through the same kind as the family's first card. The printed
//! text of each is quoted beside its test.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Alice's first main phase (turn 3), with plenty of mana.
fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{9}",
         "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "mana_pool": "{U}{U}{R}{R}{3}", "library": ["Island", "Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

fn cast(t: &mut T, player: u8, label: &str, targets: Value) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": player, "card": format!("@{label}"), "targets": targets, "auto_pay": true}))
}

/// Pass until a question other than the order of triggers is asked or the
/// stack is empty (at most twelve rounds); triggered abilities are put on the
/// stack in the order offered (603.3b).
fn settle(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..12 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                DecisionKind::OrderTriggers { triggers, .. } => ev.extend(t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}))),
                _ => break,
            },
            None if t.g().stack.is_empty() => break,
            None => ev.extend(t.pass_all()),
        }
    }
    ev
}

/// Into the declare attackers decision, then attack Bob with `labels`.
fn attack(t: &mut T, labels: &[&str]) -> Vec<Event> {
    t.pass_all();
    t.pass_all();
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}))
}

fn block(t: &mut T, pairs: &[(&str, &str)]) -> Vec<Event> {
    let mut ev = t.pass_all();
    let blockers: Vec<Value> = pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect();
    ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blockers})));
    ev
}

// ---- instructions ----

/// Blessed Wind: "Target player's life total becomes 20." (118.5)
#[test]
fn blessed_wind_sets_a_life_total() {
    let mut t = game(json!([]), json!([{"card": "Blessed Wind", "label": "bw"}]), json!([]), json!([]));
    t.gm().players[1].life = 7;
    cast(&mut t, 0, "bw", json!([{"player": 1}]));
    settle(&mut t);
    assert_eq!(t.life(1), 20);
}

/// Leonin Scimitar: "Equipped creature gets +1/+1. Equip {1}".
#[test]
fn leonin_scimitar_equips_and_pumps() {
    let mut t = game(json!([{"card": "Leonin Scimitar", "label": "sc"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sc", "ability": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(pt(&t, "bears"), (3, 3));
}

/// Burst Lightning: 2 damage, or 4 "instead" if kicked (614.15: the spell's own replacement).
#[test]
fn burst_lightning_deals_four_when_kicked() {
    for (kicked, life) in [(false, 18), (true, 16)] {
        let mut t = game(json!([]), json!([{"card": "Burst Lightning", "label": "bl"}]), json!([]), json!([]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bl", "targets": [{"player": 1}], "auto_pay": true, "kicked": kicked}));
        settle(&mut t);
        assert_eq!(t.life(1), life, "kicked: {kicked}");
    }
}

/// Reverberate copies Bob's Lightning Bolt aimed at Alice; the copy keeps the
/// target unless new ones are chosen (706.10c): Alice redirects it at Bob.
#[test]
fn reverberate_copies_a_spell() {
    let mut t = game(json!([]), json!([{"card": "Reverberate", "label": "rv"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast(&mut t, 1, "bolt", json!([{"player": 0}]));
    let bolt = t.id("bolt");
    t.act(json!({"action": "pass_priority", "player": 1}));
    cast(&mut t, 0, "rv", json!([{"object": bolt}]));
    for _ in 0..8 {
        if let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.clone().map(|d| d.kind) {
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
        } else if t.g().stack.is_empty() {
            break;
        } else {
            t.pass_all();
        }
    }
    assert_eq!((t.life(0), t.life(1)), (17, 17));
}

/// Mind Rot: "Target player discards two cards." (the player chooses, 608.2d)
#[test]
fn mind_rot_makes_the_target_discard_two_of_their_choice() {
    let mut t = game(json!([]), json!([{"card": "Mind Rot", "label": "mr"}]), json!([]), json!(["Island", "Shock", "Lightning Bolt"]));
    cast(&mut t, 0, "mr", json!([{"player": 1}]));
    settle(&mut t);
    let d = t.g().pending.clone().expect("Bob chooses");
    assert_eq!(d.player, PlayerId(1));
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!() };
    assert_eq!((min, max), (2, 2));
    t.act(json!({"action": "choose_cards", "player": 1, "cards": [from[0].0, from[1].0]}));
    assert_eq!(t.g().players[1].hand.len(), 1);
    assert_eq!(t.g().players[1].graveyard.len(), 2);
}

/// Arc Lightning: 3 damage divided among up to three targets (601.2d).
#[test]
fn arc_lightning_divides_three_damage_among_three_targets() {
    let mut t = game(json!([]), json!([{"card": "Arc Lightning", "label": "arc"}]), json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Llanowar Elves", "label": "elves"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@arc", "targets": [{"object": "@b1"}, {"object": "@elves"}, {"player": 1}], "division": [1, 1, 1], "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.zone("elves"), t.life(1)), ("graveyard".to_string(), 19));
    assert_eq!(t.g().objects[&t.id("b1")].damage, 1);
}

/// Test of Endurance: "At the beginning of your upkeep, if you have 50 or more life, you win the game."
#[test]
fn test_of_endurance_wins_at_fifty_life() {
    for (life, wins) in [(50, true), (49, false)] {
        let mut t = game(json!(["Test of Endurance"]), json!([]), json!([]), json!([]));
        t.gm().players[0].life = life;
        t.gm().turn.step = Step::Untap;
        for _ in 0..6 {
            if t.g().winners.is_some() || t.g().turn.step == Step::Draw {
                break;
            }
            t.pass_all();
        }
        assert_eq!(t.g().winners.is_some(), wins, "life {life}");
    }
}

/// Journey to Nowhere exiles the Bears; when it leaves, they come back (603.10, a linked pair).
#[test]
fn journey_to_nowhere_exiles_until_it_leaves() {
    let mut t = game(json!([]), json!([{"card": "Journey to Nowhere", "label": "jn"}, {"card": "Disenchant", "label": "dis"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast(&mut t, 0, "jn", json!([]));
    settle(&mut t);
    if let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.clone().map(|d| d.kind) {
        let bears = t.id("bears");
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": bears}]}));
    }
    settle(&mut t);
    assert_eq!(t.zone("bears"), "exile");
    let jn = t.id("jn");
    cast(&mut t, 0, "dis", json!([{"object": jn}]));
    settle(&mut t);
    settle(&mut t);
    assert_eq!(t.zone("bears"), "battlefield");
}

/// Hymn to Tourach: two cards at random (701.8b), no choice.
#[test]
fn hymn_to_tourach_discards_two_at_random() {
    let mut t = game(json!([]), json!([{"card": "Hymn to Tourach", "label": "hymn"}]), json!([]), json!(["Island", "Shock", "Lightning Bolt"]));
    cast(&mut t, 0, "hymn", json!([{"player": 1}]));
    settle(&mut t);
    assert!(t.g().pending.is_none());
    assert_eq!((t.g().players[1].hand.len(), t.g().players[1].graveyard.len()), (1, 2));
}

// ---- triggers ----

/// Ajani's Pridemate: "Whenever you gain life, you may put a +1/+1 counter on it."
#[test]
fn ajanis_pridemate_grows_when_you_gain_life() {
    let mut t = game(json!([{"card": "Ajani's Pridemate", "label": "ap"}]), json!([{"card": "Healing Salve", "label": "hs"}]), json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hs", "mode": 0, "targets": [{"player": 0}], "auto_pay": true}));
    settle(&mut t);
    let d = t.g().pending.clone().expect("you may");
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }));
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert_eq!(pt(&t, "ap"), (3, 3));
}

/// Mindcrank: "Whenever an opponent loses life, that player puts that many
/// cards from the top of his or her library into his or her graveyard."
#[test]
fn mindcrank_mills_as_much_as_the_life_lost() {
    let mut t = game(json!(["Mindcrank"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]), json!([]));
    let ev = cast(&mut t, 0, "bolt", json!([{"player": 1}]));
    let mut ev2 = settle(&mut t);
    ev2.extend(ev);
    assert_eq!(t.g().players[1].graveyard.len(), 3, "{:?}", ev2.iter().map(|e| format!("{} {}", e.rule, e.text)).collect::<Vec<_>>());
}

/// Spitemare: dealt 2 by Shock, it deals 2 to target creature or player.
#[test]
fn spitemare_deals_the_damage_it_is_dealt() {
    let mut t = game(json!([{"card": "Spitemare", "label": "sm"}]), json!([]), json!([]), json!([{"card": "Shock", "label": "shock"}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let sm = t.id("sm");
    cast(&mut t, 1, "shock", json!([{"object": sm}]));
    settle(&mut t);
    let d = t.g().pending.clone().expect("Spitemare's target is chosen as it goes on the stack (603.3d)");
    assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }), "{d:?}");
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    settle(&mut t);
    assert_eq!(t.life(1), 18);
}

/// Minion of Tevesh Szat: 2 damage at your upkeep unless you pay {B}{B}.
#[test]
fn minion_of_tevesh_szat_hurts_unless_paid() {
    let mut t = game(json!(["Minion of Tevesh Szat"]), json!([]), json!([]), json!([]));
    t.gm().players[0].pool = Default::default();
    t.gm().turn.step = Step::Untap;
    for _ in 0..6 {
        if t.g().turn.step == Step::Draw {
            break;
        }
        t.pass_all();
    }
    // No black mana: Alice can't choose to pay (608.2d), so nothing is asked.
    assert!(!matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseYesNo { .. })));
    assert_eq!(t.life(0), 18);
}

/// Synod Centurion: "When you control no other artifacts, sacrifice Synod Centurion." (a state trigger, 603.8)
#[test]
fn synod_centurion_is_sacrificed_alone() {
    let mut t = game(json!([{"card": "Synod Centurion", "label": "sc"}, {"card": "Leonin Scimitar", "label": "scim"}]), json!([{"card": "Disenchant", "label": "dis"}]), json!([]), json!([]));
    let scim = t.id("scim");
    cast(&mut t, 0, "dis", json!([{"object": scim}]));
    settle(&mut t);
    assert_eq!(t.zone("sc"), "graveyard");
}

/// Kiln Fiend gets +3/+0 for an instant; Quirion Dryad a counter for a red spell.
#[test]
fn kiln_fiend_and_quirion_dryad_see_your_spells() {
    let mut t = game(json!([{"card": "Kiln Fiend", "label": "kf"}, {"card": "Quirion Dryad", "label": "qd"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]), json!([]));
    cast(&mut t, 0, "bolt", json!([{"player": 1}]));
    settle(&mut t);
    settle(&mut t);
    assert_eq!(pt(&t, "kf"), (4, 2), "Kiln Fiend is 1/2");
    assert_eq!(pt(&t, "qd"), (2, 2));
}

/// Underworld Dreams: 1 damage for each card an opponent draws; Megrim and
/// Liliana's Caress: 2 damage / 2 life for each card an opponent discards.
#[test]
fn draws_and_discards_of_an_opponent_trigger() {
    let mut t = game(json!(["Underworld Dreams", "Megrim", "Liliana's Caress"]), json!([{"card": "Mind Rot", "label": "mr"}]), json!([]), json!(["Island", "Island"]));
    cast(&mut t, 0, "mr", json!([{"player": 1}]));
    // Two cards, two to discard: no choice to make.
    settle(&mut t);
    assert!(t.g().players[1].hand.is_empty());
    assert_eq!(t.life(1), 20 - 2 * 2 - 2 * 2);
    // Bob's draw step: 1 from Underworld Dreams.
    t.gm().turn.active = PlayerId(1);
    t.gm().turn.step = Step::Upkeep;
    for _ in 0..6 {
        if t.g().turn.step == Step::PrecombatMain {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 12 - 1);
}

// ---- static abilities and replacements ----

/// Flight gives flying; Serra's Blessing vigilance to Alice's creatures only.
#[test]
fn flight_and_serras_blessing_grant_keywords() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, "Serra's Blessing"]), json!([{"card": "Flight", "label": "fl"}]), json!([{"card": "Llanowar Elves", "label": "elves"}]), json!([]));
    let bears = t.id("bears");
    cast(&mut t, 0, "fl", json!([{"object": bears}]));
    settle(&mut t);
    let c = t.g().chars(bears).unwrap();
    assert!(c.has_keyword(Keyword::Flying) && c.has_keyword(Keyword::Vigilance));
    assert!(!t.g().chars(t.id("elves")).unwrap().has_keyword(Keyword::Vigilance));
}

/// Meekstone: creatures with power 3 or greater don't untap (502.2).
#[test]
fn meekstone_keeps_big_creatures_tapped() {
    let mut t = game(json!(["Meekstone", {"card": "Hill Giant", "label": "giant", "tapped": true}, {"card": "Grizzly Bears", "label": "bears", "tapped": true}]), json!([]), json!([]), json!([]));
    t.gm().turn.step = Step::Cleanup;
    t.gm().turn.active = PlayerId(1);
    for _ in 0..12 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep {
            break;
        }
        t.pass_all();
    }
    let tapped = |l: &str| t.g().objects[&t.id(l)].tapped;
    assert_eq!((tapped("giant"), tapped("bears")), (true, false));
}

/// Bound in Silence: the enchanted creature can't attack.
#[test]
fn bound_in_silence_stops_attacks() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Bound in Silence", "label": "bis", "attached_to": "bears"}]), json!([]), json!([]), json!([]));
    t.pass_all();
    t.pass_all();
    let r = t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    assert!(r.is_err() || t.g().combat.as_ref().is_none_or(|c| c.attackers.is_empty()));
}

/// Godhead of Awe: other creatures have base power and toughness 1/1 (613.3b).
#[test]
fn godhead_of_awe_sets_others_to_one_one() {
    let t = game(json!([{"card": "Godhead of Awe", "label": "god"}, {"card": "Hill Giant", "label": "giant"}]), json!([]), json!([]), json!([]));
    assert_eq!((pt(&t, "giant"), pt(&t, "god")), ((1, 1), (4, 4)));
}

/// Kismet: a creature spell of Kismet's controller's opponent enters tapped;
/// its controller's own doesn't.
#[test]
fn kismet_taps_what_opponents_play() {
    for (kismet_side, tapped) in [(0, false), (1, true)] {
        let (mine, theirs) = if kismet_side == 0 { (json!(["Kismet"]), json!([])) } else { (json!([]), json!(["Kismet"])) };
        let mut t = game(mine, json!([{"card": "Grizzly Bears", "label": "bears"}]), theirs, json!([]));
        cast(&mut t, 0, "bears", json!([]));
        settle(&mut t);
        assert_eq!(t.g().objects[&t.id("bears")].tapped, tapped, "Kismet on player {kismet_side}'s side");
    }
}

/// Humble and Ovinize: the creature loses its abilities and has base power and toughness 0/1 until end of turn.
#[test]
fn humble_and_ovinize_make_a_creature_a_plain_zero_one() {
    for card in ["Humble", "Ovinize"] {
        let mut t = game(json!([]), json!([{"card": card, "label": "c"}]), json!([{"card": "Serra Angel", "label": "angel"}]), json!([]));
        let angel = t.id("angel");
        cast(&mut t, 0, "c", json!([{"object": angel}]));
        settle(&mut t);
        assert_eq!(pt(&t, "angel"), (0, 1), "{card}");
        assert!(!t.g().chars(angel).unwrap().has_keyword(Keyword::Flying), "{card}");
    }
}

/// Mana Leak and Force Spike counter unless their controller pays.
#[test]
fn mana_leak_and_force_spike_tax_a_spell() {
    for (card, tax) in [("Mana Leak", 3), ("Force Spike", 1)] {
        let mut t = game(json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([{"card": card, "label": "c"}]));
        cast(&mut t, 0, "bears", json!([]));
        t.act(json!({"action": "pass_priority", "player": 0}));
        let bears = t.id("bears");
        cast(&mut t, 1, "c", json!([{"object": bears}]));
        settle(&mut t);
        if let Some(d) = t.g().pending.clone() {
            let DecisionKind::ChooseYesNo { .. } = d.kind else { panic!("{d:?}") };
            assert!(d.prompt.contains(&format!("{{{tax}}}")), "{card}: {}", d.prompt);
            t.act(json!({"action": "choose_yes_no", "player": 0, "yes": false}));
        }
        settle(&mut t);
        assert_eq!(t.zone("bears"), "graveyard", "{card}: Alice declines to pay, so it is countered");
    }
}

// ---- combat triggers ----

/// Hollow Dogs and Vicious Kavu get +2/+0 as they attack.
#[test]
fn hollow_dogs_and_vicious_kavu_pump_when_attacking() {
    let mut t = game(json!([{"card": "Hollow Dogs", "label": "dogs"}, {"card": "Vicious Kavu", "label": "kavu"}]), json!([]), json!([]), json!([]));
    attack(&mut t, &["dogs", "kavu"]);
    settle(&mut t);
    assert_eq!((pt(&t, "dogs"), pt(&t, "kavu")), ((5, 3), (4, 2)));
}

/// Snorting Gahr becomes blocked: +2/+2; Chub Toad blocks: +2/+2; Cave
/// Tiger blocked by a creature: +1/+1; Quagmire Lamprey puts a -1/-1 counter on its blocker.
#[test]
fn blocked_and_blocking_triggers() {
    let mut t = game(json!([{"card": "Snorting Gahr", "label": "gahr"}, {"card": "Cave Tiger", "label": "tiger"}, {"card": "Quagmire Lamprey", "label": "lamprey"}]), json!([]),
        json!([{"card": "Chub Toad", "label": "toad"}, {"card": "Grizzly Bears", "label": "b1"}, {"card": "Hill Giant", "label": "giant"}]), json!([]));
    attack(&mut t, &["gahr", "tiger", "lamprey"]);
    settle(&mut t);
    block(&mut t, &[("toad", "gahr"), ("b1", "tiger"), ("giant", "lamprey")]);
    settle(&mut t);
    assert_eq!(pt(&t, "gahr"), (5, 5));
    assert_eq!(pt(&t, "toad"), (3, 3));
    assert_eq!(pt(&t, "tiger"), (3, 3));
    assert_eq!(t.g().objects[&t.id("giant")].extra.counters.get("-1/-1").copied(), Some(1));
}

/// Sylvan Basilisk destroys the creature that blocks it.
#[test]
fn sylvan_basilisk_destroys_its_blocker() {
    let mut t = game(json!([{"card": "Sylvan Basilisk", "label": "sb"}]), json!([]), json!([{"card": "Hill Giant", "label": "giant"}]), json!([]));
    attack(&mut t, &["sb"]);
    block(&mut t, &[("giant", "sb")]);
    settle(&mut t);
    assert_eq!(t.zone("giant"), "graveyard");
}

/// Scroll Thief draws when it deals combat damage to a player; Giant Adephage copies itself.
#[test]
fn combat_damage_to_a_player_triggers() {
    let mut t = game(json!([{"card": "Scroll Thief", "label": "st"}, {"card": "Giant Adephage", "label": "ga"}]), json!([]), json!([]), json!([]));
    let hand = t.g().players[0].hand.len();
    attack(&mut t, &["st", "ga"]);
    for _ in 0..10 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        settle(&mut t);
        t.pass_all();
    }
    assert_eq!(t.g().players[0].hand.len(), hand + 1);
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Giant Adephage").count(), 2);
}

/// Rogue Elephant: sacrificed unless Alice sacrifices a Forest (608.2d: she
/// may choose none); with no Forest, it is sacrificed.
#[test]
fn rogue_elephant_is_kept_by_sacrificing_a_forest() {
    for forest in [true, false] {
        let bf = if forest { json!([{"card": "Forest", "label": "forest"}]) } else { json!([]) };
        let mut t = game(bf, json!([{"card": "Rogue Elephant", "label": "re"}]), json!([]), json!([]));
        cast(&mut t, 0, "re", json!([]));
        settle(&mut t);
        // 608.2d: asked only when she has a Forest to sacrifice (her one Forest: no choice of which).
        if let Some(DecisionKind::ChooseYesNo { .. }) = t.g().pending.clone().map(|d| d.kind) {
            assert!(forest);
            t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
            settle(&mut t);
        }
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        assert_eq!(t.zone("re"), if forest { "battlefield" } else { "graveyard" });
        if forest {
            assert_eq!(t.zone("forest"), "graveyard");
        }
    }
}

/// Browbeat: if Bob takes the 5 damage, nobody draws; if no one does, the
/// target draws three (Book Burning mills six instead).
#[test]
fn browbeat_and_book_burning_ask_every_player() {
    for (card, bob_takes) in [("Browbeat", true), ("Browbeat", false), ("Book Burning", false)] {
        let mut t = game(json!([]), json!([{"card": card, "label": "c"}]), json!([]), json!([]));
        cast(&mut t, 0, "c", json!([{"player": 1}]));
        settle(&mut t);
        for _ in 0..2 {
            let Some(d) = t.g().pending.clone() else { break };
            let yes = d.player == PlayerId(1) && bob_takes;
            t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": yes}));
        }
        settle(&mut t);
        match (card, bob_takes) {
            ("Browbeat", true) => assert_eq!((t.life(1), t.g().players[1].hand.len()), (15, 0)),
            ("Browbeat", false) => assert_eq!((t.life(1), t.g().players[1].hand.len()), (20, 3)),
            _ => assert_eq!((t.life(1), t.g().players[1].graveyard.len()), (20, 6)),
        }
    }
}

/// Serra Avatar is as big as Alice's life; put into a graveyard, it is
/// shuffled into its owner's library.
#[test]
fn serra_avatar_is_shuffled_back_into_the_library() {
    let mut t = game(json!([{"card": "Serra Avatar", "label": "sa"}]), json!([{"card": "Doom Blade", "label": "db"}]), json!([]), json!([]));
    assert_eq!(pt(&t, "sa"), (20, 20));
    t.gm().players[0].life = 13;
    assert_eq!(pt(&t, "sa"), (13, 13));
    let library = t.g().players[0].library.len();
    let sa = t.id("sa");
    cast(&mut t, 0, "db", json!([{"object": sa}]));
    settle(&mut t);
    assert_eq!(t.zone("sa"), "library");
    assert_eq!(t.g().players[0].library.len(), library + 1);
}

/// Chainbreaker enters with two -1/-1 counters (a 1/1); it removes one from itself.
#[test]
fn chainbreaker_removes_a_counter() {
    let mut t = game(json!([]), json!([{"card": "Chainbreaker", "label": "cb"}]), json!([]), json!([]));
    cast(&mut t, 0, "cb", json!([]));
    settle(&mut t);
    assert_eq!(pt(&t, "cb"), (1, 1));
    let cb = t.id("cb");
    t.gm().objects.get_mut(&cb).unwrap().summoning_sick = false;
    t.act(json!({"action": "activate_ability", "player": 0, "source": cb, "ability": 0, "targets": [{"object": cb}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(pt(&t, "cb"), (2, 2));
}

/// Akrasan Squire and Ethercaste Knight: two exalted instances, +2/+2 to a
/// creature attacking alone (702.81).
#[test]
fn two_exalted_creatures_pump_a_lone_attacker() {
    let mut t = game(json!(["Akrasan Squire", "Ethercaste Knight", {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]), json!([]));
    attack(&mut t, &["bears"]);
    settle(&mut t);
    assert_eq!(pt(&t, "bears"), (4, 4));
}

/// Maelstrom Archangel: dealing combat damage, Alice may cast Lightning Bolt
/// from her hand without paying for it (608.2f).
#[test]
fn maelstrom_archangel_casts_a_spell_for_free() {
    let mut t = game(json!([{"card": "Maelstrom Archangel", "label": "ma"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]), json!([]));
    t.gm().players[0].pool = Default::default();
    attack(&mut t, &["ma"]);
    for _ in 0..12 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseObject { candidates, .. }) => {
                assert_eq!(candidates, vec![t.id("bolt")]);
                t.act(json!({"action": "choose_object", "player": 0, "object": candidates[0]}));
            }
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
            }
            Some(d) => panic!("{d:?}"),
            None if t.g().turn.step == Step::PostcombatMain => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!(t.life(1), 20 - 5 - 3);
}

/// Cockatrice, Thicket Basilisk, Tangle Asp, Deathgazer: the creature each
/// blocks or is blocked by (of the kind named) is destroyed at end of combat
/// (a delayed trigger, 603.7); a Wall (or a black creature, for Deathgazer) isn't.
#[test]
fn basilisks_destroy_what_they_fight_at_end_of_combat() {
    for (card, blocker, dies) in [
        ("Cockatrice", "Giant Spider", true),
        ("Thicket Basilisk", "Hill Giant", true),
        ("Thicket Basilisk", "Wall of Wood", false),
        ("Tangle Asp", "Hill Giant", true),
        ("Deathgazer", "Hill Giant", true),
        ("Deathgazer", "Vampire Nighthawk", false),
    ] {
        let mut t = game(json!([{"card": card, "label": "b"}]), json!([]), json!([{"card": blocker, "label": "x"}]), json!([]));
        attack(&mut t, &["b"]);
        settle(&mut t);
        block(&mut t, &[("x", "b")]);
        for _ in 0..12 {
            if t.g().turn.step == Step::PostcombatMain {
                break;
            }
            settle(&mut t);
            t.pass_all();
        }
        let gone = t.zone("x") == "graveyard";
        assert_eq!(gone, dies, "{card} blocked by {blocker}");
    }
    // On the blocking side: Tangle Asp blocks the Giant.
    let mut t = game(json!([{"card": "Hill Giant", "label": "x"}]), json!([]), json!([{"card": "Tangle Asp", "label": "b"}]), json!([]));
    attack(&mut t, &["x"]);
    settle(&mut t);
    block(&mut t, &[("b", "x")]);
    for _ in 0..12 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        settle(&mut t);
        t.pass_all();
    }
    assert_eq!(t.zone("x"), "graveyard");
}

/// Duress, Coercion, Distress, Ostracize, Thoughtseize: the target reveals
/// their hand (701.14) and Alice chooses, among the cards of the kind named,
/// the one they discard (608.2d); with none of that kind, nothing is discarded.
#[test]
fn hand_attacks_reveal_and_let_you_choose_the_discard() {
    for (card, offered) in [
        ("Duress", vec!["Lightning Bolt", "Shock"]),
        ("Coercion", vec!["Lightning Bolt", "Shock", "Grizzly Bears", "Mountain"]),
        ("Distress", vec!["Lightning Bolt", "Shock", "Grizzly Bears"]),
        ("Ostracize", vec!["Grizzly Bears"]),
        ("Thoughtseize", vec!["Lightning Bolt", "Shock", "Grizzly Bears"]),
    ] {
        let mut t = game(json!([]), json!([{"card": card, "label": "c"}]), json!([]), json!(["Lightning Bolt", "Shock", "Grizzly Bears", "Mountain"]));
        cast(&mut t, 0, "c", json!([{"player": 1}]));
        let ev = settle(&mut t);
        assert!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains("Grizzly Bears")), "{card}: the hand is revealed");
        let discarded = if offered.len() > 1 {
            let d = t.g().pending.clone().expect("Alice chooses");
            assert_eq!(d.player, PlayerId(0), "{card}: the caster chooses");
            let DecisionKind::ChooseCards { from, labels, min, max } = d.kind else { panic!() };
            assert_eq!((labels.clone(), min, max), (offered.iter().map(|s| s.to_string()).collect::<Vec<_>>(), 1, 1), "{card}");
            t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
            labels[0].clone()
        } else {
            offered[0].to_string()
        };
        settle(&mut t);
        let gy: Vec<String> = t.g().players[1].graveyard.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
        assert_eq!(gy, vec![discarded], "{card}");
        assert_eq!(t.life(0), if card == "Thoughtseize" { 18 } else { 20 });
    }
    // Duress against a hand with no noncreature, nonland card: nothing.
    let mut t = game(json!([]), json!([{"card": "Duress", "label": "c"}]), json!([]), json!(["Grizzly Bears", "Mountain"]));
    cast(&mut t, 0, "c", json!([{"player": 1}]));
    settle(&mut t);
    assert!(t.g().pending.is_none() && t.g().players[1].graveyard.is_empty());
}

/// Settle, answering every "you may" with yes; how many were asked.
fn settle_saying_yes(t: &mut T) -> usize {
    let mut asked = 0;
    for _ in 0..24 {
        settle(t);
        match t.g().pending.clone() {
            Some(d) if matches!(d.kind, DecisionKind::ChooseYesNo { .. }) => {
                asked += 1;
                t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}));
            }
            _ => break,
        }
    }
    asked
}

fn elf_warriors(t: &T, p: u8) -> usize {
    t.g().battlefield.iter().filter(|o| t.g().controller_of(**o) == Some(PlayerId(p)) && t.g().chars(**o).is_some_and(|c| c.name == "Elf Warrior")).count()
}

/// Flourishing Defenses ("Whenever a -1/-1 counter is placed on a creature,
/// you may create a 1/1 green Elf Warrior creature token."): it triggers once
/// for each counter (603.2; the card's ruling: a creature entering with two
/// -1/-1 counters triggers it twice). Chainbreaker enters with two; removing
/// one of them triggers nothing.
#[test]
fn r603_2_flourishing_defenses_triggers_once_per_counter_put() {
    let mut t = game(json!(["Flourishing Defenses"]), json!([{"card": "Chainbreaker", "label": "cb"}]), json!([]), json!([]));
    cast(&mut t, 0, "cb", json!([]));
    assert_eq!(settle_saying_yes(&mut t), 2);
    assert_eq!(elf_warriors(&t, 0), 2);
    let cb = t.id("cb");
    t.gm().objects.get_mut(&cb).unwrap().summoning_sick = false;
    t.act(json!({"action": "activate_ability", "player": 0, "source": cb, "ability": 0, "targets": [{"object": cb}], "auto_pay": true}));
    assert_eq!(settle_saying_yes(&mut t), 0, "a counter removed is not a counter put");
    assert_eq!(pt(&t, "cb"), (2, 2));
    assert_eq!(elf_warriors(&t, 0), 2);
}

/// Flourishing Defenses sees a -1/-1 counter put on any creature, whoever
/// controls it: Glistener Elf's infect damage to Bob's blocking Hill Giant is
/// one counter (702.89b), one trigger; its controller (Alice) creates the token.
#[test]
fn r603_2_flourishing_defenses_sees_infect_counters_on_any_creature() {
    for defenses_with in [0u8, 1] {
        let (mine, theirs) = if defenses_with == 0 { (json!(["Flourishing Defenses", {"card": "Glistener Elf", "label": "elf"}]), json!([{"card": "Hill Giant", "label": "hg"}])) } else { (json!([{"card": "Glistener Elf", "label": "elf"}]), json!(["Flourishing Defenses", {"card": "Hill Giant", "label": "hg"}])) };
        let mut t = game(mine, json!([]), theirs, json!([]));
        attack(&mut t, &["elf"]);
        block(&mut t, &[("hg", "elf")]);
        settle(&mut t);
        t.pass_all();
        assert_eq!(t.g().turn.step, Step::CombatDamage);
        assert_eq!(settle_saying_yes(&mut t), 1, "Defenses under player {defenses_with}");
        assert_eq!(pt(&t, "hg"), (2, 2));
        assert_eq!(elf_warriors(&t, defenses_with), 1);
        assert_eq!(elf_warriors(&t, 1 - defenses_with), 0);
    }
}

