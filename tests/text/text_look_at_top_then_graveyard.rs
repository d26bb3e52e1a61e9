//! "Look at the top card of your library. You may put that card into your
//! graveyard." (401.2: only you see it; it stays on top unless you put it
//! into your graveyard) and "You may exile that card." after the same look.
//!
//! Cards (their text as the table prints it):
//! - Rummaging Wizard {3}{U} 2/2: "{2}{U}: Look at the top card of your
//!   library. You may put that card into your graveyard."
//! - Think Tank {2}{U}, Enchantment: "At the beginning of your upkeep, look
//!   at the top card of your library. You may put that card into your graveyard."
//! - Prodigal Sorcerer Avatar (Vanguard): the same as Think Tank.
//! - Puresight Merrow {W/U}{W/U} 2/2: "{W/U}, {Q}: Look at the top card of
//!   your library. You may exile that card."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

fn top_names(t: &T, p: u8) -> Vec<String> {
    t.g().player(PlayerId(p)).library.iter().rev().map(|id| t.g().name_of(*id)).collect()
}

#[test]
fn r401_2_rummaging_wizard_may_put_the_looked_at_card_into_the_graveyard() {
    for yes in [true, false] {
        let mut t = card_table::compiled_game(&["Rummaging Wizard"], json!([{"card": "Rummaging Wizard", "label": "wiz"}, "Island", "Island", "Island"]), json!([]), json!([]));
        let before = top_names(&t, 0);
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@wiz", "ability": 0, "auto_pay": true}));
        t.pass_all();
        let Some(d) = t.g().pending.clone() else { panic!("asked whether to put it") };
        assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }));
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
        t.pass_all();
        let gy = t.g().player(PlayerId(0)).graveyard.len();
        assert_eq!(gy, usize::from(yes));
        assert_eq!(top_names(&t, 0).len(), before.len() - usize::from(yes));
    }
}

#[test]
fn r401_2_think_tank_and_the_avatar_at_the_beginning_of_the_upkeep() {
    // Think Tank on the battlefield: at Alice's next upkeep she puts the top card into her graveyard.
    let mut t = card_table::compiled_game(&["Think Tank"], json!(["Think Tank"]), json!([]), json!([]));
    play_until(&mut t, 0, Step::Draw, &|t, p, k| match k {
        DecisionKind::ChooseYesNo { .. } => {
            t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
        }
        k => panic!("{k:?}"),
    });
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 1);
    // Prodigal Sorcerer Avatar does the same from the command zone.
    let defs = vec![card_table::compiled("Prodigal Sorcerer Avatar")];
    let mut t = T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "command": ["Prodigal Sorcerer Avatar"], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    play_until(&mut t, 0, Step::Draw, &|t, p, k| match k {
        DecisionKind::ChooseYesNo { .. } => {
            t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
        }
        k => panic!("{k:?}"),
    });
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 1);
}

#[test]
fn r401_2_puresight_merrow_may_exile_the_looked_at_card() {
    let mut t = card_table::compiled_game(&["Puresight Merrow"], json!([{"card": "Puresight Merrow", "label": "merrow", "tapped": true}, "Island"]), json!([]), json!([]));
    let top = *t.g().player(PlayerId(0)).library.last().unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@merrow", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    t.pass_all();
    assert!(t.g().exile.len() == 1 && !t.g().player(PlayerId(0)).library.contains(&top));
}
