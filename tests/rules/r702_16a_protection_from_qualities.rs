//! 702.16a: protection from a creature type, from multicolored, from
//! monocolored: the quality is the source's, read from its characteristics
//! as they are (a changeling has every creature type, 702.72a). Protection
//! keeps it from being targeted (702.16b), blocked (702.16e) and dealt damage
//! (702.16c) by such sources. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Foothill Guide {W} 1/1: "Protection from Goblins / Morph {W}"
//! - Warren-Scourge Elf {1}{G} 1/1: "Protection from Goblins"
//! - Enemy of the Guildpact {4}{B} 4/2: "Protection from multicolored"
//! - Guardian of the Guildpact {3}{W} 2/3: "Protection from monocolored"
//! - Mogg Fanatic {R} 1/1 Goblin: "Sacrifice Mogg Fanatic: Mogg Fanatic deals
//!   1 damage to target creature or player."
//! - Raging Goblin {R} 1/1 Goblin (haste); Woodland Changeling {1}{G} 2/2
//!   (changeling); Grizzly Bears 2/2.
//! - Lightning Bolt {R}; Lightning Helix {R}{W}: "Lightning Helix deals 3
//!   damage to target creature or player and you gain 3 life."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, Step};

const CARDS: &[&str] = &["Foothill Guide", "Warren-Scourge Elf", "Enemy of the Guildpact", "Guardian of the Guildpact", "Mogg Fanatic", "Raging Goblin", "Woodland Changeling", "Grizzly Bears", "Lightning Bolt", "Lightning Helix"];

fn game(alice: Value, bob: Value, step: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let (mut alice, mut bob) = (alice, bob);
    alice["name"] = "Alice".into();
    alice["library"] = json!(["Island", "Island"]);
    bob["name"] = "Bob".into();
    bob["library"] = json!(["Island", "Island"]);
    T::new(json!({"cards": cards, "players": [alice, bob], "turn": {"number": 2, "active": 0, "step": step}}))
}

fn refused_target(t: &mut T, action: Value) -> bool {
    refused_unchanged(t, action).contains("is not a legal choice for target")
}

#[test]
fn r702_16b_a_goblins_ability_cant_target_it() {
    for guarded in ["Foothill Guide", "Warren-Scourge Elf"] {
        let mut t = game(json!({"battlefield": [{"card": "Mogg Fanatic", "label": "fanatic"}]}), json!({"battlefield": [{"card": guarded, "label": "x"}, {"card": "Grizzly Bears", "label": "bears"}]}), "precombat_main");
        let x = t.id("x").0;
        assert!(refused_target(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@fanatic", "ability": 0, "targets": [{"object": x}]})), "{guarded}");
        let bears = t.id("bears").0;
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@fanatic", "ability": 0, "targets": [{"object": bears}]}));
    }
}

/// 702.16e: not blocked by Goblins; a changeling is a Goblin (702.72a).
#[test]
fn r702_16e_goblins_and_changelings_cant_block_it() {
    let bob = json!({"battlefield": [{"card": "Raging Goblin", "label": "goblin"}, {"card": "Woodland Changeling", "label": "changeling"}, {"card": "Grizzly Bears", "label": "bears"}]});
    let mut t = game(json!({"battlefield": [{"card": "Warren-Scourge Elf", "label": "elf"}]}), bob, "beginning_of_combat");
    attack_to_blockers(&mut t, "elf");
    for (blocker, why) in [("goblin", "the Goblin"), ("changeling", "the changeling is every creature type")] {
        let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": format!("@{blocker}"), "attacker": "@elf"}]}));
        assert!(e.contains("702.16e"), "{why}: {e}");
    }
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@elf"}]}));
}

/// 702.16c: damage from a Goblin is prevented; the Elf's own damage isn't.
#[test]
fn r702_16c_a_goblins_damage_is_prevented() {
    let mut t = game(json!({"battlefield": [{"card": "Foothill Guide", "label": "guide"}]}), json!({"battlefield": [{"card": "Raging Goblin", "label": "goblin"}]}), "precombat_main");
    t.gm().turn.active = stackwise::rules::types::PlayerId(1);
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@goblin", "target": {"player": 0}}]}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 0, "blockers": [{"blocker": "@guide", "attacker": "@goblin"}]}));
    for _ in 0..6 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.zone("guide"), "battlefield", "the Goblin's 1 damage was prevented");
    assert_eq!(t.zone("goblin"), "graveyard", "the Guide's 1 damage was dealt");
}

#[test]
fn r702_16a_multicolored_and_monocolored_sources() {
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Lightning Helix", "label": "helix"}]);
    for (guarded, refused, allowed) in [("Enemy of the Guildpact", "helix", "bolt"), ("Guardian of the Guildpact", "bolt", "helix")] {
        let mut t = game(json!({"battlefield": ["Mountain", "Plains"], "hand": hand.clone()}), json!({"battlefield": [{"card": guarded, "label": "x"}]}), "precombat_main");
        let x = t.id("x").0;
        t.gm().players[0].pool = ManaPool::parse("{R}{W}").unwrap();
        assert!(refused_target(&mut t, json!({"action": "cast_spell", "player": 0, "card": format!("@{refused}"), "targets": [{"object": x}], "auto_pay": true})), "{guarded}: {refused}");
        t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{allowed}"), "targets": [{"object": x}], "auto_pay": true}));
        resolve_stack(&mut t);
        assert_eq!(t.zone("x"), "graveyard", "{guarded}: 3 damage from {allowed}");
    }
}
