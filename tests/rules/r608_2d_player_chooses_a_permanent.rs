//! 608.2d: "[Player] chooses a [creature] he or she controls": the player
//! the instruction names makes the choice as it is followed, among their
//! own permanents of that kind; the next instruction acts on the one chosen
//! ("Destroy it."). With nothing to choose, nothing is chosen. Likewise
//! "You choose a nonland card from it" after a hand is revealed: the caster
//! chooses a card of that hand ("that card").
//!
//! Cards (as printed):
//! - Imperial Edict {1}{B} Sorcery: "Target opponent chooses a creature he or
//!   she controls. Destroy it."
//! - Wei Assassins {3}{B}{B} 3/2: "When Wei Assassins enters the battlefield,
//!   target opponent chooses a creature he or she controls. Destroy it."
//! - Night Terrors {2}{B} Sorcery: "Target player reveals his or her hand. You
//!   choose a nonland card from it. Exile that card."
//! - Castigate {W}{B} Sorcery: "Target opponent reveals his or her hand. You
//!   choose a nonland card from it and exile that card."
//! - Hill Giant 3/3, Llanowar Elves 1/1, Grizzly Bears 2/2, Lightning Bolt.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::PlayerId;

fn cards() -> Vec<Value> {
    ["Imperial Edict", "Wei Assassins", "Hill Giant", "Llanowar Elves", "Grizzly Bears"].iter().map(|n| compiled(n)).collect()
}

/// The pending question: who is asked, and among which objects.
fn asked(t: &T) -> (PlayerId, Vec<String>) {
    let d = t.g().pending.clone().expect("a choice is asked");
    assert_eq!(d.rule, "608.2d");
    let DecisionKind::ChooseObject { candidates, .. } = d.kind else { panic!("a choice of an object: {:?}", d.kind) };
    let mut names: Vec<String> = candidates.iter().map(|c| t.g().objects[c].def.name.clone()).collect();
    names.sort();
    (d.player, names)
}

/// Bob, not the caster, chooses among his own creatures only; the one he
/// chooses is destroyed, the other stays. In both orders of choice.
#[test]
fn r608_2d_imperial_edict_the_opponent_chooses_which_of_his_creatures_is_destroyed() {
    for (chosen, kept) in [("elves", "giant"), ("giant", "elves")] {
        let alice = json!({"hand": [{"card": "Imperial Edict", "label": "edict"}], "battlefield": ["Swamp", "Swamp", {"card": "Grizzly Bears", "label": "bears"}]});
        let bob = json!({"battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Llanowar Elves", "label": "elves"}]});
        let mut t = duel(cards(), alice, bob, (1, 0));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@edict", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(asked(&t), (PlayerId(1), vec!["Hill Giant".to_string(), "Llanowar Elves".to_string()]), "Bob chooses among his creatures");
        t.act(json!({"action": "choose_object", "player": 1, "object": format!("@{chosen}")}));
        t.pass_all();
        assert_eq!((t.zone(chosen), t.zone(kept), t.zone("bears")), ("graveyard".into(), "battlefield".into(), "battlefield".into()));
    }
}

/// Wei Assassins: the same choice from a triggered ability; with no creature
/// to choose, nothing is asked and nothing is destroyed.
#[test]
fn r608_2d_wei_assassins_and_an_opponent_without_creatures() {
    let alice = json!({"hand": [{"card": "Wei Assassins", "label": "wei"}], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]});
    let bob = json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]});
    let mut t = duel(cards(), alice, bob, (1, 0));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wei", "auto_pay": true}));
    t.pass_all();
    to_decision(&mut t);
    if t.g().pending.as_ref().is_some_and(|d| d.rule != "608.2d") {
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
        t.pass_all();
    }
    assert_eq!(asked(&t), (PlayerId(1), vec!["Grizzly Bears".to_string()]));
    t.act(json!({"action": "choose_object", "player": 1, "object": "@bears"}));
    t.pass_all();
    assert_eq!((t.zone("bears"), t.zone("wei")), ("graveyard".into(), "battlefield".into()));

    let alice = json!({"hand": [{"card": "Imperial Edict", "label": "edict"}], "battlefield": ["Swamp", "Swamp", {"card": "Hill Giant", "label": "giant"}]});
    let mut t = duel(cards(), alice, json!({}), (1, 0));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@edict", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().pending.is_none(), "nothing to choose: nothing asked");
    assert_eq!((t.zone("edict"), t.zone("giant")), ("graveyard".into(), "battlefield".into()), "Alice's creature is not Bob's to choose");
}

/// "Target [player] reveals his or her hand. You choose a nonland card from
/// it. Exile that card." (Night Terrors {2}{B}, Sorcery) and "... You choose
/// a nonland card from it and exile that card." (Castigate {W}{B}, Sorcery):
/// the caster chooses among the revealed hand's nonland cards only; the one
/// chosen is exiled, the others stay.
#[test]
fn r608_2d_night_terrors_and_castigate_exile_the_card_the_caster_chooses() {
    for (spell, lands, chosen) in [("Night Terrors", vec!["Swamp", "Swamp", "Swamp"], "bolt"), ("Castigate", vec!["Plains", "Swamp"], "bears")] {
        let mut all = cards();
        all.extend(["Night Terrors", "Castigate", "Lightning Bolt"].iter().map(|n| compiled(n)));
        let alice = json!({"hand": [{"card": spell, "label": "s"}], "battlefield": lands});
        let bob = json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}, {"card": "Lightning Bolt", "label": "bolt"}]});
        let mut t = duel(all, alice, bob, (1, 0));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(asked(&t), (PlayerId(0), vec!["Grizzly Bears".to_string(), "Lightning Bolt".to_string()]), "{spell}: the caster chooses a nonland card");
        let e = refused_unchanged(&mut t, json!({"action": "choose_object", "player": 0, "object": "@forest"}));
        assert!(!e.is_empty(), "{spell}: a land can't be chosen");
        t.act(json!({"action": "choose_object", "player": 0, "object": format!("@{chosen}")}));
        t.pass_all();
        for l in ["bears", "forest", "bolt"] {
            assert_eq!(t.zone(l), if l == chosen { "exile" } else { "hand" }, "{spell}: {l}");
        }
    }
}
