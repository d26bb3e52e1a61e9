//! A count of the creatures that died this turn as a condition, both ways:
//! "if three or more creatures died this turn" (700.4: a creature dies when
//! it is put into a graveyard from the battlefield; the count is the game's,
//! every player's creatures alike). One creature is "a creature died this
//! turn" (morbid), read where the other conditions are.

use super::*;

const DIED: &str = " or more creatures died this turn";

/// "[two or more] creatures died this turn".
pub(super) fn read(c: &mut Cursor) -> Option<Condition> {
    let count = c.word_number().filter(|n| *n >= 2)?;
    c.eat(DIED).then(|| Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CreaturesDiedThisTurn), count: count as i32 })
}

/// The words `read` reads, for a count of two or more.
pub(super) fn write(cond: &Condition) -> Option<String> {
    match cond {
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CreaturesDiedThisTurn), count } if *count >= 2 => Some(format!("{}{DIED}", number_word(*count as u32))),
        _ => None,
    }
}
