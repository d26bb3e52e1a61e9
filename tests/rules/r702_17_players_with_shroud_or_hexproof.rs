//! 702.17 shroud and 702.11 hexproof on a player: "You have shroud" (no
//! spell or ability can target its controller, theirs included) and "You
//! have hexproof" (none of an opponent's can). Cards compiled from their
//! printed text:
//!
//! - Ivory Mask: "You have shroud."
//! - True Believer: "You have shroud." (a 2/2 Human Cleric)
//! - Leyline of Sanctity: "... You have hexproof."
//! - Spirit of the Hearth: "Flying / You have hexproof." (a 4/5 Cat Spirit)
//!
//! against Lightning Bolt ("deals 3 damage to target creature or player")
//! and Prodigal Sorcerer ("{T}: Prodigal Sorcerer deals 1 damage to target
//! creature or player.").

use crate::common::card_table::compiled;
use crate::common::{cast_options, refused_unchanged, T};
use serde_json::{json, Value};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

/// Alice controls `protection`; the active player (Alice unless `bob_active`)
/// has a Lightning Bolt and a Mountain; Bob has a Prodigal Sorcerer.
fn game(protection: &str, bob_active: bool) -> T {
    let cards: Vec<Value> = [protection, "Prodigal Sorcerer"].iter().map(|n| compiled(n)).collect();
    let (caster, other) = if bob_active { (1, 0) } else { (0, 1) };
    let mut players = vec![json!({}), json!({})];
    players[caster] = json!({"battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]});
    players[other] = json!({"battlefield": []});
    players[0]["name"] = json!("Alice");
    players[1]["name"] = json!("Bob");
    players[0]["battlefield"].as_array_mut().unwrap().push(json!({"card": protection, "label": "protection"}));
    players[1]["battlefield"].as_array_mut().unwrap().push(json!({"card": "Prodigal Sorcerer", "label": "sorcerer"}));
    for p in &mut players {
        p["library"] = json!(["Island", "Island", "Island"]);
    }
    T::new(json!({"cards": cards, "players": players, "turn": {"number": 3, "active": u8::from(bob_active), "step": "precombat_main"}}))
}

fn bolt_targets(t: &T) -> Vec<TargetChoice> {
    cast_options(t, "bolt").into_iter().next().expect("Lightning Bolt can be cast").targets.concat()
}

fn sorcerer_targets(t: &T) -> Vec<TargetChoice> {
    let id = t.id("sorcerer");
    t.g().legal_actions()
        .into_iter()
        .find_map(|a| match a {
            LegalAction::Activate { source, targets, .. } if source == id => Some(targets.concat()),
            _ => None,
        })
        .expect("the Sorcerer's ability is offered")
}

const ALICE: TargetChoice = TargetChoice::Player(PlayerId(0));
const BOB: TargetChoice = TargetChoice::Player(PlayerId(1));

/// Shroud: neither Bob's spell nor his ability can target Alice, and
/// neither can her own spell.
#[test]
fn r702_17_a_player_with_shroud_is_no_ones_target() {
    for card in ["Ivory Mask", "True Believer"] {
        let mut t = game(card, true);
        assert!(!bolt_targets(&t).contains(&ALICE), "{card}: Bob's Bolt");
        assert!(bolt_targets(&t).contains(&BOB), "{card}: Bob himself is a target");
        assert!(!sorcerer_targets(&t).contains(&ALICE), "{card}: Bob's Sorcerer");
        let bolt = t.id("bolt").0;
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 1, "card": bolt, "targets": [{"player": 0}], "auto_pay": true}));
        assert!(e.contains("target"), "{card}: {e}");
        let t = game(card, false);
        assert!(!bolt_targets(&t).contains(&ALICE), "{card}: Alice's own Bolt can't target her either");
    }
}

/// Hexproof: Bob's spells and abilities can't target Alice; hers can.
#[test]
fn r702_11_a_player_with_hexproof_is_only_their_own_target() {
    for card in ["Leyline of Sanctity", "Spirit of the Hearth"] {
        let mut t = game(card, true);
        assert!(!bolt_targets(&t).contains(&ALICE), "{card}: Bob's Bolt");
        assert!(!sorcerer_targets(&t).contains(&ALICE), "{card}: Bob's Sorcerer");
        let bolt = t.id("bolt").0;
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 1, "card": bolt, "targets": [{"player": 0}], "auto_pay": true}));
        assert!(e.contains("target"), "{card}: {e}");
        let mut t = game(card, false);
        assert!(bolt_targets(&t).contains(&ALICE), "{card}: Alice may target herself");
        let bolt = t.id("bolt").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": bolt, "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.life(0), 17, "{card}: Alice's own Bolt hit her");
    }
}

/// The protection comes from a permanent: with it gone, Alice is a target again.
#[test]
fn r702_17_the_protection_ends_with_its_source() {
    for card in ["Ivory Mask", "Leyline of Sanctity"] {
        let mut t = game(card, true);
        let id = t.id("protection");
        let moved = t.gm().move_object(id, stackwise::rules::types::Zone::Graveyard(PlayerId(0)), stackwise::rules::zones::Position::Top, "701.7", "test");
        assert!(moved.is_some(), "{card}");
        assert!(bolt_targets(&t).contains(&ALICE), "{card}: gone, Alice is a target again");
    }
}
