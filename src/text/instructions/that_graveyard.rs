//! A condition on the graveyard a target card was in, both ways: "If no
//! cards are in that graveyard, ..." after "Exile target card from an
//! opponent's graveyard" (608.2c: checked as the instruction is followed;
//! the graveyard is that of the target card's owner, 404.2).

use super::*;

const NO_CARDS: &str = "no cards are in that graveyard";

/// The target slot of the last card in a graveyard the ability targets.
fn graveyard_target(targets: &[TargetSpec]) -> Option<usize> {
    targets.iter().rposition(|t| t.kind == TargetKind::CardInGraveyard)
}

fn no_cards(i: usize) -> Condition {
    let amount = Amount::Dynamic(DynamicAmount::CardsInGraveyard { player: PlayerRef::OwnerOfTarget(i) });
    Condition::Not { of: Box::new(Condition::AtLeast { amount, count: 1 }) }
}

/// "no cards are in that graveyard", with a target card in a graveyard before.
pub(super) fn read(c: &mut Cursor, s: &Sentences) -> Option<Condition> {
    let i = graveyard_target(&s.targets)?;
    c.eat(NO_CARDS).then(|| no_cards(i))
}

/// The words `read` reads, if `cond` is that condition.
pub(super) fn write(cond: &Condition, w: &W) -> Option<String> {
    let i = graveyard_target(w.targets)?;
    (*cond == no_cards(i)).then(|| NO_CARDS.to_string())
}
