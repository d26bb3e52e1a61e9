//! 614.1a, 616.1: a loss of the game replaced by instructions. The
//! instructions are followed after the work that met the loss (the
//! state-based check, or the instruction that made a player win), as work
//! of their own: a choice among different replacements and a question
//! their own instructions meet stop it, and the answer resumes it.
//!
//! Cards (as printed):
//! - Lich's Mirror {5}: "If you would lose the game, instead shuffle your
//!   hand, your graveyard, and all permanents you own into your library,
//!   then draw seven cards and your life total becomes 20."
//! - Sulfuric Vortex {1}{R}{R}: "At the beginning of each player's upkeep,
//!   Sulfuric Vortex deals 2 damage to that player. / If a player would gain
//!   life, that player gains no life instead."
//! - Felidar Sovereign {4}{W}{W} 4/6: "Vigilance, lifelink / At the beginning
//!   of your upkeep, if you have 40 or more life, you win the game."
//! - Lightning Bolt {R}.
//! - Test cards: Second Chance, "If you would lose the game, instead your
//!   life total becomes 5."; Gain Doubler, "If a player would gain life,
//!   that player gains twice that much life instead."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn cards() -> Vec<Value> {
    let mut c: Vec<Value> = ["Lich's Mirror", "Sulfuric Vortex", "Felidar Sovereign"].iter().map(|n| compiled(n)).collect();
    c.push(json!({"name": "Second Chance", "mana_cost": "{3}", "type": "Enchantment", "text": "If you would lose the game, instead your life total becomes 5."}));
    c.push(json!({"name": "Gain Doubler", "mana_cost": "{3}", "type": "Enchantment", "text": "If a player would gain life, that player gains twice that much life instead."}));
    c
}

/// Alice at 1 life with `alice` on her battlefield; Bob, the active player,
/// holds a Lightning Bolt with {R} in his pool and has `bob` out.
fn bolted(alice: &[&str], bob: &[&str]) -> T {
    let a: Vec<Value> = alice.iter().map(|n| json!({"card": n, "label": n.to_lowercase().replace([' ', '\''], "_")})).collect();
    let mut t = T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "life": 1, "battlefield": a, "hand": ["Island"], "library": vec!["Island"; 12]},
            {"name": "Bob", "battlefield": bob, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}", "library": vec!["Island"; 12]}
        ],
        "turn": {"number": 4, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    t
}

fn hand_len(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

/// 616.1: Lich's Mirror and Second Chance would each replace Alice's loss
/// (704.5a); she chooses which, and only that one's instructions happen.
#[test]
fn r616_1_the_player_chooses_which_replacement_follows_the_loss() {
    for (pick, life, hand) in [("Second Chance", 5, 1), ("Lich's Mirror", 20, 7)] {
        let mut t = bolted(&["Lich's Mirror", "Second Chance"], &[]);
        let (rule, who, options) = replacement_question(&t);
        assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2), "{options:?}");
        assert_eq!(t.life(0), -2, "nothing replaced the loss yet");
        answer_replacement(&mut t, pick);
        t.pass_all();
        assert!(t.g().winners.is_none(), "{pick}: Alice hasn't lost");
        assert_eq!((t.life(0), hand_len(&t, 0)), (life, hand), "{pick}");
        assert_eq!(t.zone("lich_s_mirror") == "battlefield", pick == "Second Chance", "{pick}: the Mirror shuffled away only when it applied");
    }
}

/// 118.5, 616.1: the Mirror's "your life total becomes 20" is a gain, which
/// Bob's Sulfuric Vortex and Gain Doubler would both replace: Alice is asked
/// while the Mirror's instructions are followed. Doubled or not, the Vortex
/// leaves no gain, so at -2 life without the Mirror (shuffled away) she
/// loses at the next check.
#[test]
fn r118_5_a_question_inside_the_replacement_stops_it_and_resumes() {
    for pick in ["Sulfuric Vortex", "Gain Doubler"] {
        let mut t = bolted(&["Lich's Mirror"], &["Sulfuric Vortex", "Gain Doubler"]);
        let (rule, who, options) = replacement_question(&t);
        assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2), "{options:?}");
        assert_eq!(hand_len(&t, 0), 7, "the Mirror's draw came before its life total");
        assert!(t.g().winners.is_none());
        answer_replacement(&mut t, pick);
        t.pass_all();
        assert_eq!(t.g().winners.as_deref(), Some(&[PlayerId(1)][..]), "{pick}: Alice lost at the next check");
    }
}

/// 104.3e with 614.1a: Felidar Sovereign's "you win the game" makes Bob
/// lose; his Lich's Mirror replaces it, the game goes on, and its
/// instructions are followed once the Sovereign's ability is done.
#[test]
fn r104_3e_a_win_whose_loss_is_replaced_goes_on() {
    let mut t = T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "life": 40, "battlefield": ["Felidar Sovereign"], "library": vec!["Island"; 12]},
            {"name": "Bob", "battlefield": [{"card": "Lich's Mirror", "label": "mirror"}], "hand": ["Island"], "library": vec!["Island"; 12]}
        ],
        "turn": {"number": 3, "active": 1, "step": "end"}
    }));
    // Alice's turn begins; at her upkeep the Sovereign's trigger goes on the stack and resolves.
    for _ in 0..8 {
        if t.g().turn.number == 4 && t.g().turn.step != stackwise::rules::types::Step::Upkeep || t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
    assert!(t.g().winners.is_none(), "Bob's loss was replaced: nobody won");
    assert_eq!((t.life(1), hand_len(&t, 1)), (20, 7), "the Mirror's instructions");
    assert_ne!(t.zone("mirror"), "battlefield");
}
