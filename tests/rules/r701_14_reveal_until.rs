//! 701.14: "Reveal cards from the top of your library until you reveal a
//! [kind of] card": the cards are revealed one at a time, staying in the
//! library, until enough cards of that kind have been (or the library runs
//! out); then the cards found and the other cards revealed this way go
//! where the instruction says (608.2c, in the order written). A move to a
//! graveyard goes through the replacement effects (614.1a, 616.1). Every
//! card is compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Hermit Druid {1}{G}, 1/1: "{G}, {T}: Reveal cards from the top of your
//!   library until you reveal a basic land card. Put that card into your
//!   hand and all other cards revealed this way into your graveyard."
//! - Sacred Guide {W}, 1/1: "{1}{W}, Sacrifice Sacred Guide: Reveal cards
//!   from the top of your library until you reveal a white card. Put that
//!   card into your hand and exile all other cards revealed this way."
//! - Evolutionary Leap {1}{G}, Enchantment: "{G}, Sacrifice a creature:
//!   Reveal cards from the top of your library until you reveal a creature
//!   card. Put that card into your hand and the rest on the bottom of your
//!   library in a random order."
//! - Treasure Hunt {1}{U}, Sorcery: "Reveal cards from the top of your
//!   library until you reveal a nonland card, then put all cards revealed
//!   this way into your hand."
//! - Polymorph {3}{U}, Sorcery: "Destroy target creature. It can't be
//!   regenerated. Its controller reveals cards from the top of his or her
//!   library until he or she reveals a creature card. The player puts that
//!   card onto the battlefield, then shuffles all other cards revealed this
//!   way into his or her library."
//! - Mind Funeral {1}{U}{B}, Sorcery: "Target opponent reveals cards from
//!   the top of his or her library until four land cards are revealed. That
//!   player puts all cards revealed this way into his or her graveyard."
//! - Mass Polymorph {5}{U}, Sorcery: "Exile all creatures you control, then
//!   reveal cards from the top of your library until you reveal that many
//!   creature cards. Put all creature cards revealed this way onto the
//!   battlefield, then shuffle the rest of the revealed cards into your
//!   library."
//! - Recross the Paths {2}{G}, Sorcery: "Reveal cards from the top of your
//!   library until you reveal a land card. Put that card onto the
//!   battlefield and the rest on the bottom of your library in any order.
//!   Clash with an opponent. If you win, return Recross the Paths to its
//!   owner's hand."
//! - Leyline of the Void (its first line): "If a card would be put into an
//!   opponent's graveyard from anywhere, exile it instead."
//! - Dryad Militant {G/W}, 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Hermit Druid", "Sacred Guide", "Evolutionary Leap", "Treasure Hunt", "Polymorph", "Mind Funeral", "Mass Polymorph", "Recross the Paths", "Dryad Militant", "Grizzly Bears", "Savannah Lions", "Lightning Bolt", "Hill Giant"];

fn cards() -> Vec<Value> {
    let mut v: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    v.push(json!({"name": "Leyline of the Void", "mana_cost": "{2}{B}{B}", "type": "Enchantment", "text": "If a card would be put into an opponent's graveyard from anywhere, exile it instead."}));
    v
}

/// Alice (active, main phase) with `battlefield`, `hand` and `library` (top first); Bob with his.
fn game(battlefield: Value, hand: Value, library: Value, bob_battlefield: Value, bob_library: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": battlefield, "hand": hand, "library": library},
        {"name": "Bob", "battlefield": bob_battlefield, "library": bob_library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn names(t: &T, ids: &[stackwise::rules::types::ObjectId]) -> Vec<String> {
    ids.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

fn graveyard(t: &T, p: u8) -> Vec<String> {
    names(t, &t.g().player(PlayerId(p)).graveyard)
}

fn library_top_down(t: &T, p: u8) -> Vec<String> {
    let lib: Vec<_> = t.g().player(PlayerId(p)).library.iter().rev().copied().collect();
    names(t, &lib)
}

fn exiled(t: &T) -> Vec<String> {
    let mut v: Vec<String> = t.g().objects.values().filter(|o| o.zone == stackwise::rules::types::Zone::Exile).map(|o| o.def.name.clone()).collect();
    v.sort();
    v
}

fn activate(t: &mut T, source: &str, mana: &str, cost: Value) {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    let mut a = json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": [], "auto_pay": true});
    if let (Some(o), Some(c)) = (a.as_object_mut(), cost.as_object()) {
        o.extend(c.clone());
    }
    t.act(a);
    resolve_stack(t);
}

/// Hermit Druid: the basic land found goes to the hand, the cards above it
/// to the graveyard; the cards below it stay. With no basic land the whole
/// library is revealed and goes to the graveyard.
#[test]
fn r701_14_hermit_druid_puts_the_land_in_hand_and_the_rest_in_the_graveyard() {
    let mut t = game(json!([{"card": "Hermit Druid", "label": "druid"}]), json!([]), json!(["Grizzly Bears", "Lightning Bolt", "Forest", "Island"]), json!([]), json!([]));
    activate(&mut t, "druid", "{G}", json!({}));
    assert_eq!(hand(&t), vec!["Forest"]);
    let mut gy = graveyard(&t, 0);
    gy.sort();
    assert_eq!(gy, vec!["Grizzly Bears", "Lightning Bolt"]);
    assert_eq!(library_top_down(&t, 0), vec!["Island"], "the card below the one found stays");

    let mut t = game(json!([{"card": "Hermit Druid", "label": "druid"}]), json!([]), json!(["Grizzly Bears", "Lightning Bolt"]), json!([]), json!([]));
    activate(&mut t, "druid", "{G}", json!({}));
    assert!(hand(&t).is_empty(), "no basic land: nothing to the hand");
    assert_eq!(graveyard(&t, 0).len(), 2, "every card revealed goes to the graveyard");
    assert!(t.g().player(PlayerId(0)).library.is_empty());
    t.g().check_consistency().expect("consistent");
}

/// Sacred Guide: the first white card (a creature) goes to the hand; the
/// cards before it are exiled, not put into the graveyard.
#[test]
fn r701_14_sacred_guide_exiles_the_others() {
    let mut t = game(json!([{"card": "Sacred Guide", "label": "guide"}, "Plains", "Plains"]), json!([]), json!(["Grizzly Bears", "Swamp", "Savannah Lions", "Island"]), json!([]), json!([]));
    activate(&mut t, "guide", "{W}{C}", json!({}));
    assert_eq!(hand(&t), vec!["Savannah Lions"]);
    assert_eq!(exiled(&t), vec!["Grizzly Bears", "Swamp"]);
    assert_eq!(graveyard(&t, 0), vec!["Sacred Guide"], "only the Guide, sacrificed to pay");
    assert_eq!(library_top_down(&t, 0), vec!["Island"]);
}

/// Evolutionary Leap: the creature to the hand, the others on the bottom in
/// a random order (the same order for the same seed); the card below stays on top.
#[test]
fn r701_14_evolutionary_leap_puts_the_rest_on_the_bottom() {
    let run = || {
        let mut t = game(json!([{"card": "Evolutionary Leap", "label": "leap"}, {"card": "Savannah Lions", "label": "lions"}]), json!([]), json!(["Island", "Swamp", "Mountain", "Grizzly Bears", "Plains"]), json!([]), json!([]));
        activate(&mut t, "leap", "{G}", json!({"sacrifice": ["@lions"]}));
        t
    };
    let t = run();
    assert_eq!(hand(&t), vec!["Grizzly Bears"]);
    let lib = library_top_down(&t, 0);
    assert_eq!(lib[0], "Plains", "the card below the creature is now the top");
    let mut bottom = lib[1..].to_vec();
    bottom.sort();
    assert_eq!(bottom, vec!["Island", "Mountain", "Swamp"]);
    assert_eq!(library_top_down(&run(), 0), lib, "the random order comes from the game's seed");
}

/// Treasure Hunt: every card revealed, the nonland card with them, goes to the hand.
#[test]
fn r701_14_treasure_hunt_takes_every_card_revealed() {
    let mut t = game(json!(["Island", "Island"]), json!([{"card": "Treasure Hunt", "label": "hunt"}]), json!(["Island", "Forest", "Grizzly Bears", "Plains"]), json!([]), json!([]));
    cast_resolved(&mut t, "hunt", "{U}{C}", json!([]));
    let mut h = hand(&t);
    h.sort();
    assert_eq!(h, vec!["Forest", "Grizzly Bears", "Island"]);
    assert_eq!(library_top_down(&t, 0), vec!["Plains"]);
}

/// Polymorph: the target's controller reveals from their own library; the
/// creature enters under their control; the other cards are shuffled back.
#[test]
fn r701_14_polymorph_gives_the_controller_a_creature_from_their_library() {
    let mut t = game(json!(["Island", "Island", "Island", "Island"]), json!([{"card": "Polymorph", "label": "poly"}]), json!(["Island"]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!(["Swamp", "Mountain", "Hill Giant", "Plains"]));
    cast_resolved(&mut t, "poly", "{U}{C}{C}{C}", json!([{"object": "@bears"}]));
    assert_eq!(graveyard(&t, 1), vec!["Grizzly Bears"]);
    let giant = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == "Hill Giant").expect("the Giant entered");
    assert_eq!(t.g().objects[&giant].controller, PlayerId(1), "under the revealing player's control");
    let mut lib = library_top_down(&t, 1);
    lib.sort();
    assert_eq!(lib, vec!["Mountain", "Plains", "Swamp"], "the others shuffled back in");
    assert_eq!(library_top_down(&t, 0), vec!["Island"], "Alice's library untouched");
}

/// Mind Funeral: Bob reveals until four lands; all of them, the spells with
/// them, go to his graveyard together; the card below the fourth land stays.
/// With Alice's Leyline of the Void they are exiled instead.
#[test]
fn r701_14_mind_funeral_mills_until_four_lands() {
    let library = json!(["Lightning Bolt", "Island", "Swamp", "Grizzly Bears", "Island", "Forest", "Plains"]);
    for leyline in [false, true] {
        let mut bf = vec![json!("Island"), json!("Swamp"), json!("Swamp")];
        if leyline {
            bf.push(json!("Leyline of the Void"));
        }
        let mut t = game(json!(bf), json!([{"card": "Mind Funeral", "label": "funeral"}]), json!([]), json!([]), library.clone());
        cast_resolved(&mut t, "funeral", "{U}{B}{C}", json!([{"player": 1}]));
        assert_eq!(library_top_down(&t, 1), vec!["Plains"], "leyline {leyline}");
        let moved = if leyline { exiled(&t).len() } else { graveyard(&t, 1).len() };
        assert_eq!(moved, 6, "leyline {leyline}: the four lands and the two spells above them");
        assert_eq!(graveyard(&t, 1).is_empty(), leyline);
    }
}

/// Two different effects apply to one revealed card going to a graveyard
/// (Leyline of the Void and Dryad Militant, both Alice's, on Bob's Lightning
/// Bolt): Bob, its owner, chooses (616.1); the resolution goes on from where
/// it stopped, and every card ends in exile.
#[test]
fn r701_14_mind_funeral_stops_for_a_replacement_question() {
    let library = json!(["Lightning Bolt", "Island", "Swamp", "Island", "Forest", "Plains"]);
    let mut t = game(json!(["Island", "Swamp", "Swamp", "Leyline of the Void", "Dryad Militant"]), json!([{"card": "Mind Funeral", "label": "funeral"}]), json!([]), json!([]), library);
    t.gm().players[0].pool = ManaPool::parse("{U}{B}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@funeral", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let (rule, player, options) = replacement_question(&t);
    assert_eq!((rule.as_str(), player, options.len()), ("616.1", 1, 2));
    answer_replacement(&mut t, "Dryad Militant");
    resolve_stack(&mut t);
    assert_eq!(library_top_down(&t, 1), vec!["Plains"]);
    assert!(graveyard(&t, 1).is_empty());
    // Mind Funeral itself, a sorcery card, is exiled by Dryad Militant as it leaves the stack.
    assert_eq!(exiled(&t), vec!["Forest", "Island", "Island", "Lightning Bolt", "Mind Funeral", "Swamp"]);
    t.g().check_consistency().expect("consistent");
}

/// Mass Polymorph: as many creature cards as creatures were exiled, all
/// onto the battlefield together; the other cards revealed are shuffled in.
#[test]
fn r701_14_mass_polymorph_reveals_that_many_creatures() {
    let mut t = game(
        json!(["Island", "Island", "Island", "Island", "Island", "Island", {"card": "Savannah Lions"}, {"card": "Grizzly Bears"}]),
        json!([{"card": "Mass Polymorph", "label": "mass"}]),
        json!(["Swamp", "Hill Giant", "Forest", "Hill Giant", "Plains", "Grizzly Bears"]),
        json!([]),
        json!([]),
    );
    cast_resolved(&mut t, "mass", "{U}{C}{C}{C}{C}{C}", json!([]));
    let mine: Vec<String> = t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name != "Island").map(|id| t.g().objects[id].def.name.clone()).collect();
    assert_eq!(mine, vec!["Hill Giant", "Hill Giant"], "two creatures exiled, two found");
    let mut lib = library_top_down(&t, 0);
    lib.sort();
    assert_eq!(lib, vec!["Forest", "Grizzly Bears", "Plains", "Swamp"]);
}

/// Recross the Paths: the land enters; Alice orders the others on the
/// bottom (a question of her own); the card below stays on top.
#[test]
fn r701_14_recross_the_paths_orders_the_rest_on_the_bottom() {
    let mut t = game(json!(["Forest", "Forest", "Forest"]), json!([{"card": "Recross the Paths", "label": "recross"}]), json!(["Grizzly Bears", "Lightning Bolt", "Swamp", "Hill Giant"]), json!([]), json!(["Plains"]));
    t.gm().players[0].pool = ManaPool::parse("{G}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@recross", "targets": [], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("asked for the order");
    let DecisionKind::ArrangeCards { cards, labels, bottom } = d.kind.clone() else { panic!("{d:?}") };
    assert_eq!((d.player, bottom), (PlayerId(0), true));
    let mut l = labels.clone();
    l.sort();
    assert_eq!(l, vec!["Grizzly Bears", "Lightning Bolt"]);
    assert!(t.g().battlefield.iter().any(|id| t.g().objects[id].def.name == "Swamp"), "the land entered before the question");
    // The Bolt listed last: it is the bottom card.
    let bolt = cards[labels.iter().position(|n| n == "Lightning Bolt").unwrap()];
    let bears = cards[labels.iter().position(|n| n == "Grizzly Bears").unwrap()];
    t.act(json!({"action": "arrange_cards", "player": 0, "order": [bears.0, bolt.0]}));
    assert_eq!(library_top_down(&t, 0), vec!["Hill Giant", "Grizzly Bears", "Lightning Bolt"]);
}
