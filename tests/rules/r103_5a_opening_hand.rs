//! 103.5a (reference rules): "If this is in your opening hand, you may
//! begin the game with it on the battlefield". Once the opening hands are
//! drawn, the starting player, then each other player in turn order,
//! chooses which of those cards to put onto the battlefield; the first turn
//! begins once everyone has. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Leyline of the Void {2}{B}{B}, Enchantment: "If Leyline of the Void is
//!   in your opening hand, you may begin the game with it on the
//!   battlefield. / If a card would be put into an opponent's graveyard from
//!   anywhere, exile it instead."
//! - Leyline of Vitality {2}{G}{G}, Enchantment: "If Leyline of Vitality is
//!   in your opening hand, you may begin the game with it on the
//!   battlefield. / Creatures you control get +0/+1. / Whenever a creature
//!   enters the battlefield under your control, you may gain 1 life."

use crate::common;
use common::card_table::table;
use serde_json::json;
use stackwise::formats::decklist;
use stackwise::rules::actions::Action;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ObjectId, PlayerId, Step, Zone};
use stackwise::session::Session;

fn session(a: &str, b: &str, seed: u64) -> Session {
    let decks = decklist::decks_for_game(&[("Alice", a), ("Bob", b)], Some(table()), stackwise::cards::builtin()).unwrap();
    Session::from_decks(&decks, seed).unwrap()
}

fn named_in_hand(s: &Session, p: u8, name: &str) -> Vec<ObjectId> {
    s.game().player(PlayerId(p)).hand.iter().copied().filter(|c| s.game().objects[c].def.name == name).collect()
}

fn on_battlefield(s: &Session, p: u8, name: &str) -> usize {
    s.game().objects.values().filter(|o| o.zone == Zone::Battlefield && o.controller == PlayerId(p) && o.def.name == name).count()
}

fn choose(s: &mut Session, p: u8, cards: &[ObjectId]) -> Result<(), String> {
    let a: Action = serde_json::from_value(json!({"action": "choose_cards", "player": p, "cards": cards.iter().map(|c| c.0).collect::<Vec<_>>()})).unwrap();
    s.apply(&a, None).map(|_| ()).map_err(|e| e.to_string())
}

/// Alice, who starts, is asked first, about her Leylines only; then Bob
/// about his. The cards chosen begin on the battlefield, the others stay in
/// hand, and the first turn begins.
#[test]
fn r103_5a_leylines_begin_on_the_battlefield_in_turn_order() {
    let mut s = session("12 Leyline of the Void\n8 Island", "12 Leyline of Vitality\n8 Forest", 3);
    let ours = named_in_hand(&s, 0, "Leyline of the Void");
    let theirs = named_in_hand(&s, 1, "Leyline of Vitality");
    assert!(ours.len() >= 2 && !theirs.is_empty(), "this seed deals Leylines to both: {} and {}", ours.len(), theirs.len());
    let d = s.game().pending.clone().expect("Alice is asked");
    assert_eq!((d.player, d.rule.as_str()), (PlayerId(0), "103.5a"));
    let DecisionKind::ChooseCards { mut from, min, max, .. } = d.kind else { panic!("{:?}", d.kind) };
    from.sort();
    let mut want = ours.clone();
    want.sort();
    assert_eq!((from, min, max), (want, 0, ours.len()));
    // An Island isn't one of the choices; Bob can't answer Alice's question.
    let island = s.game().player(PlayerId(0)).hand.iter().copied().find(|c| s.game().objects[c].def.name == "Island");
    let before = s.game().clone();
    if let Some(i) = island {
        assert!(choose(&mut s, 0, &[i]).is_err());
    }
    assert!(choose(&mut s, 1, &theirs).is_err());
    assert!(s.game() == &before, "refused answers change nothing");
    // Alice keeps one Leyline in hand.
    choose(&mut s, 0, &ours[1..]).unwrap();
    let d = s.game().pending.clone().expect("then Bob");
    assert_eq!(d.player, PlayerId(1));
    choose(&mut s, 1, &theirs).unwrap();
    assert_eq!(on_battlefield(&s, 0, "Leyline of the Void"), ours.len() - 1);
    assert_eq!(on_battlefield(&s, 1, "Leyline of Vitality"), theirs.len());
    assert_eq!(named_in_hand(&s, 0, "Leyline of the Void"), vec![ours[0]]);
    assert_eq!(s.game().turn.number, 1);
    assert!(s.game().opening_hand_asked.is_empty());
    s.game().check_consistency().expect("consistent");
}

/// A player without such a card isn't asked; with none at all, the game
/// begins at once, as before.
#[test]
fn r103_5a_no_question_without_such_a_card() {
    let s = session("20 Island", "12 Leyline of Vitality\n8 Forest", 3);
    let d = s.game().pending.clone().expect("Bob is asked");
    assert_eq!(d.player, PlayerId(1), "Alice has no Leyline: only Bob is asked");
    let s = session("20 Island", "20 Forest", 3);
    assert!(!matches!(s.game().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseCards { .. })));
}

/// The computer answers the question like any other and plays on.
#[test]
fn r103_5a_the_computer_answers_and_plays() {
    let s = session("12 Leyline of the Void\n8 Swamp", "12 Leyline of Vitality\n8 Forest", 5);
    let out = stackwise::ai::arena::play(s.game().clone(), [stackwise::ai::arena::Seat::Ai, stackwise::ai::arena::Seat::Ai], 3_000);
    assert_eq!(out.refused, 0, "the engine refused none of the computer's actions");
}

/// 103.5b: Chancellor of the Dross ("You may reveal this card from your
/// opening hand. If you do, at the beginning of the first upkeep, each
/// opponent loses 3 life, then you gain life equal to the life lost this
/// way.") revealed by Bob, who doesn't start: the first upkeep is Alice's,
/// and Bob's delayed ability triggers there. Chancellor of the Tangle ("...
/// at the beginning of your first main phase, add {G} to your mana pool.")
/// revealed by Alice gives her {G} in her first main phase. A card not
/// revealed does nothing; revealed, it stays in the hand.
#[test]
fn r103_5b_chancellors_revealed_from_the_opening_hand() {
    let mut s = session("12 Chancellor of the Tangle\n8 Forest", "12 Chancellor of the Dross\n8 Swamp", 3);
    let tangle = named_in_hand(&s, 0, "Chancellor of the Tangle");
    let dross = named_in_hand(&s, 1, "Chancellor of the Dross");
    assert!(!tangle.is_empty() && dross.len() >= 2, "this seed deals them: {} and {}", tangle.len(), dross.len());
    choose(&mut s, 0, &tangle[..1]).unwrap();
    // Bob reveals two: each makes its own delayed ability.
    choose(&mut s, 1, &dross[..2]).unwrap();
    assert_eq!(named_in_hand(&s, 1, "Chancellor of the Dross").len(), dross.len(), "revealed cards stay in the hand");
    // Everyone passes through Alice's first upkeep and into her main phase.
    for _ in 0..12 {
        let g = s.game();
        if g.turn.step == Step::PrecombatMain && g.stack.is_empty() && g.pending.is_none() {
            break;
        }
        let d = g.pending.clone();
        let p = match &d {
            Some(d) => d.player,
            None => g.acting_player().expect("someone acts"),
        };
        let a: Action = match d.map(|d| d.kind) {
            Some(DecisionKind::OrderTriggers { triggers, .. }) => serde_json::from_value(json!({"action": "order_triggers", "player": p.0, "order": triggers})).unwrap(),
            Some(k) => panic!("{k:?}"),
            None => serde_json::from_value(json!({"action": "pass_priority", "player": p.0})).unwrap(),
        };
        s.apply(&a, None).unwrap();
    }
    let g = s.game();
    assert_eq!((g.player(PlayerId(0)).life, g.player(PlayerId(1)).life), (14, 26), "two Dross abilities: Alice loses 6, Bob gains 6");
    assert_eq!(g.turn.step, Step::PrecombatMain);
    assert!(g.player(PlayerId(0)).pool.get(stackwise::rules::types::ManaType::Green) >= 1, "Tangle's {{G}} in Alice's first main phase");
}
