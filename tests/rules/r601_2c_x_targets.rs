//! 601.2b–c, 602.2b: "X target [nouns]". X is announced as the spell is
//! cast or the ability activated, then that many targets are chosen, each
//! object at most once (115.3: one instance of the word "target"). The
//! instruction is followed for each target still legal as it resolves
//! (608.2b). X may be 0: then there is no target at all.
//!
//! Cards (as printed):
//! - Word of Binding {X}{B}{B} Sorcery: "Tap X target creatures."
//! - Dregs of Sorrow {X}{4}{B} Sorcery: "Destroy X target nonblack creatures.
//!   Draw X cards."
//! - Part Water {X}{X}{U} Sorcery: "X target creatures gain islandwalk until
//!   end of turn."
//! - Mishra's Helix {5} Artifact: "{X}, {T}: Tap X target lands."
//! - Grizzly Bears {1}{G} 2/2; Drudge Skeletons {1}{B} 2/1 (black);
//!   Unsummon {U} Instant: "Return target creature to its owner's hand.";
//!   basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::ai;
use stackwise::ai::random::RandomPlayer;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{Keyword, PlayerId};
use stackwise::rules::Action;

fn cards() -> Vec<Value> {
    ["Word of Binding", "Dregs of Sorrow", "Part Water", "Mishra's Helix", "Grizzly Bears", "Drudge Skeletons", "Unsummon"].iter().map(|n| compiled(n)).collect()
}

fn cast_x(card: &str, x: u32, targets: &[&str]) -> Value {
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "x": x, "auto_pay": true})
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

/// Alice (her main phase) with `hand` and lands; Bob with three Grizzly Bears
/// and a Drudge Skeletons.
fn board(hand: Value, lands: Value) -> T {
    let bob = json!({"battlefield": [
        {"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"},
        {"card": "Grizzly Bears", "label": "b3"}, {"card": "Drudge Skeletons", "label": "skel"}]});
    duel(cards(), json!({"hand": hand, "battlefield": lands}), bob, (1, 0))
}

/// Word of Binding with X = 2 taps the two creatures chosen and no other;
/// the listing offers one optional slot per creature and says X is the
/// number chosen.
#[test]
fn r601_2c_word_of_binding_taps_x_target_creatures() {
    let mut t = board(json!([{"card": "Word of Binding", "label": "wob"}]), json!(["Swamp", "Swamp", "Swamp", "Swamp"]));
    let opts = cast_options(&t, "wob");
    assert_eq!(opts.len(), 1);
    assert!(opts[0].x_targets, "X is the number of targets chosen");
    assert_eq!((opts[0].min_targets, opts[0].targets.len()), (0, 4), "four creatures: four optional slots");
    assert_eq!(opts[0].another, vec![1, 2, 3], "each slot other than the ones before (115.3)");
    t.act(cast_x("wob", 2, &["b1", "skel"]));
    t.pass_all();
    assert!(tapped(&t, "b1") && tapped(&t, "skel"), "both targets tapped");
    assert!(!tapped(&t, "b2") && !tapped(&t, "b3"), "the others untouched");
    assert_eq!(t.zone("wob"), "graveyard");
}

/// X and the number of targets must agree (601.2b–c), and one creature
/// can't be two of the X targets (115.3); each refusal leaves the game as it
/// was. X = 0 is cast with no target and does nothing.
#[test]
fn r601_2c_x_targets_must_number_x_and_be_different() {
    let mut t = board(json!([{"card": "Word of Binding", "label": "wob"}]), json!(["Swamp", "Swamp", "Swamp", "Swamp"]));
    let e = refused_unchanged(&mut t, cast_x("wob", 2, &["b1"]));
    assert!(e.contains("601.2c"), "too few targets for X = 2: {e}");
    let e = refused_unchanged(&mut t, cast_x("wob", 1, &["b1", "b2"]));
    assert!(e.contains("601.2c"), "too many targets for X = 1: {e}");
    let e = refused_unchanged(&mut t, cast_x("wob", 2, &["b1", "b1"]));
    assert!(e.contains("115.3"), "the same creature twice: {e}");
    t.act(cast_x("wob", 0, &[]));
    t.pass_all();
    assert_eq!(t.zone("wob"), "graveyard", "X = 0: resolved with no target");
    assert!(["b1", "b2", "b3", "skel"].iter().all(|l| !tapped(&t, l)), "nothing tapped");
}

/// Dregs of Sorrow: each target must be nonblack (Drudge Skeletons can't be
/// chosen); X also counts the cards drawn.
#[test]
fn r601_2c_dregs_of_sorrow_destroys_x_nonblack_creatures_and_draws_x() {
    let lands = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let mut t = board(json!([{"card": "Dregs of Sorrow", "label": "dregs"}]), lands);
    let opts = cast_options(&t, "dregs");
    assert_eq!(opts[0].targets.len(), 3, "three nonblack creatures: three slots");
    let e = refused_unchanged(&mut t, cast_x("dregs", 2, &["b1", "skel"]));
    assert!(e.contains("not a legal choice"), "a black creature is no legal target: {e}");
    let hand_before = t.g().player(PlayerId(0)).hand.len();
    t.act(cast_x("dregs", 2, &["b1", "b3"]));
    t.pass_all();
    assert_eq!((t.zone("b1"), t.zone("b3"), t.zone("b2")), ("graveyard".into(), "graveyard".into(), "battlefield".into()));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand_before - 1 + 2, "Dregs left the hand, two cards drawn");
}

/// 608.2b: a target gone before the spell resolves is skipped; the other
/// X targets still gain islandwalk (Part Water, X = 2; Bob returns one of
/// the targets to his hand with Unsummon in response).
#[test]
fn r608_2b_part_water_affects_the_x_targets_still_legal() {
    let lands = json!(["Island", "Island", "Island", "Island", "Island"]);
    let bob = json!({"hand": [{"card": "Unsummon", "label": "uns"}], "battlefield": [
        {"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, {"card": "Grizzly Bears", "label": "b3"}]});
    let mut t = duel(cards(), json!({"hand": [{"card": "Part Water", "label": "pw"}], "battlefield": lands}), bob, (1, 0));
    t.act(cast_x("pw", 2, &["b1", "b2"]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, "uns", "{U}", json!([{"object": "@b2"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("b2"), "hand", "Unsummon resolved first");
    assert_eq!(t.zone("pw"), "graveyard", "Part Water resolved: one target was still legal");
    let islandwalk = |t: &T, l: &str| t.g().chars(t.id(l)).unwrap().has_keyword(Keyword::Islandwalk);
    assert!(islandwalk(&t, "b1"), "the legal target gained islandwalk");
    assert!(!islandwalk(&t, "b3"), "a creature not targeted didn't");
}

/// Mishra's Helix: {X}, {T}: tap X target lands (an activated ability's X, 602.2b).
#[test]
fn r602_2b_mishras_helix_taps_x_target_lands() {
    let bob = json!({"battlefield": [{"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}, {"card": "Forest", "label": "f3"}]});
    let alice = json!({"battlefield": [{"card": "Mishra's Helix", "label": "helix"}, "Swamp", "Swamp"]});
    let mut t = duel(cards(), alice, bob, (1, 0));
    let helix = t.id("helix");
    let listed = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, x_targets, min_targets, targets, .. } if source == helix => Some((x_targets, min_targets, targets.len())),
        _ => None,
    });
    assert_eq!(listed, Some((true, 0, 5)), "five lands: five optional slots, X the number chosen");
    let targets: Vec<Value> = ["f1", "f3"].iter().map(|l| json!({"object": format!("@{l}")})).collect();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@helix", "ability": 0, "targets": targets, "x": 2, "auto_pay": true}));
    t.pass_all();
    assert!(tapped(&t, "f1") && tapped(&t, "f3") && !tapped(&t, "f2"));
}

/// The computer opponent and the random player cast an "X target" spell
/// with X equal to the number of targets they choose: the engine accepts it
/// when the mana is there.
#[test]
fn r601_2c_the_computer_casts_x_target_spells_with_x_equal_to_its_targets() {
    let t = board(json!([{"card": "Word of Binding", "label": "wob"}]), json!(["Swamp", "Swamp", "Swamp", "Swamp"]));
    let wob = t.id("wob");
    let mut found = 0;
    for seed in 0..40 {
        let Some(a) = RandomPlayer::new(seed).choose(t.g(), PlayerId(0)) else { continue };
        if let Action::CastSpell { card, targets, x, .. } = &a {
            if *card == wob {
                found += 1;
                assert_eq!(*x, Some(targets.len() as u32), "X is the number of targets");
                // Four Swamps pay {B}{B} and X up to 2 (more is refused for the mana alone).
                if targets.len() <= 2 {
                    t.g().clone().apply(&a).expect("the random player's cast is legal");
                }
            }
        }
    }
    assert!(found > 0, "the random player cast Word of Binding from some seed");
    if let Some(a @ Action::CastSpell { .. }) = ai::choose(t.g(), PlayerId(0)) {
        t.g().clone().apply(&a).expect("the computer's cast is legal");
    }
}
