//! Mana and paying mana costs (106, 107.4, 601.2g–h).

use super::types::*;

/// Work out which mana from `pool` pays `cost` with X = `x`. Pure: returns
/// the mana to remove, or a message naming what is missing.
pub fn plan_payment(pool: &ManaPool, cost: &ManaCost, x: u32) -> Result<ManaPool, String> {
    // 107.4f: a Phyrexian symbol no life was chosen for is paid with mana of its colour.
    if !cost.phyrexian.is_empty() {
        let (mana, _) = cost.paying_life(0).unwrap_or_default();
        return plan_payment(pool, &mana, x);
    }
    plan(pool, cost, x).map_err(|s| s.describe(pool, cost, x))
}

/// Does `pool` pay `cost` with X = `x` (`plan_payment` without the message)?
pub fn covers(pool: &ManaPool, cost: &ManaCost, x: u32) -> bool {
    if !cost.phyrexian.is_empty() {
        let (mana, _) = cost.paying_life(0).unwrap_or_default();
        return covers(pool, &mana, x);
    }
    plan(pool, cost, x).is_ok()
}

/// What a pool lacks to pay a cost: the first shortfall found.
enum Shortfall {
    /// This many more of a coloured (or {C}) symbol's type.
    Colored(u32, ManaType),
    /// Mana for a hybrid symbol of these two colours.
    Hybrid(Color, Color),
    /// This many more mana for the generic part (and X).
    Generic(u64),
}

impl Shortfall {
    fn describe(&self, pool: &ManaPool, cost: &ManaCost, x: u32) -> String {
        match self {
            Shortfall::Colored(n, t) => format!("needs {n} more {{{}}} mana (cost {}, pool {pool})", t.symbol(), cost.text),
            Shortfall::Hybrid(a, b) => format!("needs {{{}/{}}} mana (cost {}, pool {pool})", a.symbol(), b.symbol(), cost.text),
            Shortfall::Generic(n) => {
                let with_x = if cost.x > 0 { format!(" with X={x}") } else { String::new() };
                format!("needs {n} more mana for the generic part (cost {}{with_x}, pool {pool})", cost.text)
            }
        }
    }
}

/// `plan_payment` for a cost without Phyrexian symbols, the shortfall unworded.
fn plan(pool: &ManaPool, cost: &ManaCost, x: u32) -> Result<ManaPool, Shortfall> {
    let mut left = *pool;
    let mut paid = ManaPool::default();
    // Coloured and {C} symbols need their own type.
    for t in ManaType::ALL {
        let need = cost.colored.get(t);
        if left.get(t) < need {
            return Err(Shortfall::Colored(need - left.get(t), t));
        }
        *left.get_mut(t) -= need;
        *paid.get_mut(t) += need;
    }
    let mut generic_total = cost.generic as u64 + cost.x as u64 * x as u64;
    // Hybrid symbols (107.4e): each is paid by either of its colours. A greedy choice can
    // paint itself into a corner ({R/G}{R/W} from R+G), so search the choices (the more
    // plentiful colour first); very long hybrid costs fall back to the greedy choice.
    if !cost.hybrid.is_empty() {
        let pairs: Vec<(ManaType, ManaType)> = cost.hybrid.iter().map(|(a, b)| (ManaType::of_color(*a), ManaType::of_color(*b))).collect();
        let choice = if pairs.len() <= 16 { hybrid_search(&pairs, left, generic_total) } else { None };
        match choice {
            Some(picks) => {
                for t in picks {
                    *left.get_mut(t) -= 1;
                    *paid.get_mut(t) += 1;
                }
            }
            None => {
                for ((ta, tb), (a, b)) in pairs.iter().zip(&cost.hybrid) {
                    let t = if left.get(*ta) >= left.get(*tb) { *ta } else { *tb };
                    if left.get(t) == 0 {
                        return Err(Shortfall::Hybrid(*a, *b));
                    }
                    *left.get_mut(t) -= 1;
                    *paid.get_mut(t) += 1;
                }
            }
        }
    }
    // Then monocoloured hybrid symbols (107.4e): one mana of the colour where the
    // pool has it, else two generic (one mana is never worse than two).
    for c in &cost.mono_hybrid {
        let t = ManaType::of_color(*c);
        if left.get(t) > 0 {
            *left.get_mut(t) -= 1;
            *paid.get_mut(t) += 1;
        } else {
            generic_total += 2;
        }
    }
    // Generic mana and X: colourless first, then colours in WUBRG order.
    let mut generic = generic_total;
    if generic > left.total() as u64 {
        return Err(Shortfall::Generic(generic - left.total() as u64));
    }
    for t in [ManaType::Colorless, ManaType::White, ManaType::Blue, ManaType::Black, ManaType::Red, ManaType::Green] {
        let take = (left.get(t) as u64).min(generic) as u32;
        *left.get_mut(t) -= take;
        *paid.get_mut(t) += take;
        generic -= take as u64;
    }
    Ok(paid)
}

/// Choose a colour for each hybrid symbol so that the rest of the pool still
/// covers `generic`. Depth-first, trying the more plentiful colour first.
fn hybrid_search(pairs: &[(ManaType, ManaType)], left: ManaPool, generic: u64) -> Option<Vec<ManaType>> {
    let Some(((a, b), rest)) = pairs.split_first() else {
        return if left.total() as u64 >= generic { Some(Vec::new()) } else { None };
    };
    let order = if left.get(*a) >= left.get(*b) { [*a, *b] } else { [*b, *a] };
    for t in order {
        if left.get(t) == 0 {
            continue;
        }
        let mut l = left;
        *l.get_mut(t) -= 1;
        if let Some(mut picks) = hybrid_search(rest, l, generic) {
            picks.insert(0, t);
            return Some(picks);
        }
    }
    None
}

/// Mana for a message: symbols while they are few, counts when there are many.
pub fn mana_text(m: &ManaPool) -> String {
    if m.total() <= 20 {
        return m.to_string();
    }
    let parts: Vec<String> = ManaType::ALL.iter().filter(|t| m.get(**t) > 0).map(|t| format!("{} {{{}}}", m.get(*t), t.symbol())).collect();
    parts.join(", ")
}

pub fn subtract(pool: &mut ManaPool, paid: &ManaPool) {
    for t in ManaType::ALL {
        *pool.get_mut(t) -= paid.get(t);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn pays_colored_then_generic() {
        let pool = ManaPool { green: 2, red: 1, ..Default::default() };
        let cost = ManaCost::parse("{1}{G}").unwrap();
        let paid = plan_payment(&pool, &cost, 0).unwrap();
        assert_eq!(paid.total(), 2);
        assert_eq!(paid.green, 1);
        assert!(plan_payment(&pool, &ManaCost::parse("{B}").unwrap(), 0).is_err());
        let x = ManaCost::parse("{X}{R}").unwrap();
        assert!(plan_payment(&pool, &x, 2).is_ok());
        assert!(plan_payment(&pool, &x, 3).is_err());
    }

    #[test]
    fn r107_4e_hybrid_choices_are_searched_not_greedy() {
        // {R/G}{R/W} from one R and one G: the first symbol must take G.
        let pool = ManaPool { red: 1, green: 1, ..Default::default() };
        let cost = ManaCost::parse("{R/G}{R/W}").unwrap();
        let paid = plan_payment(&pool, &cost, 0).unwrap();
        assert_eq!((paid.red, paid.green), (1, 1));
        // Hybrid must leave enough for the generic part: {1}{R/G} from R+G works either way;
        // {R/G}{R} from R+G needs the hybrid paid with G.
        let cost = ManaCost::parse("{R/G}{R}").unwrap();
        assert!(plan_payment(&pool, &cost, 0).is_ok());
        // Impossible stays impossible.
        let cost = ManaCost::parse("{R/W}{R/W}").unwrap();
        assert!(plan_payment(&pool, &cost, 0).is_err());
    }

    #[test]
    fn covers_agrees_with_plan_payment_and_its_messages_name_the_shortfall() {
        // 202, 107.4e-f: every kind of symbol, paid from pools short of each in turn.
        let costs = ["{1}{G}", "{B}", "{X}{R}", "{R/G}{R/W}", "{2/W}{2/W}", "{B/P}{1}", "{C}{3}", "{0}"];
        let pools = [ManaPool::default(), ManaPool { red: 1, green: 1, ..Default::default() }, ManaPool { white: 1, black: 1, colorless: 3, ..Default::default() }, ManaPool { red: 2, white: 2, ..Default::default() }];
        for c in costs {
            let cost = ManaCost::parse(c).unwrap();
            for pool in &pools {
                for x in [0, 1, 2] {
                    assert_eq!(covers(pool, &cost, x), plan_payment(pool, &cost, x).is_ok(), "{c} from {pool} with X={x}");
                }
            }
        }
        let empty = ManaPool::default();
        assert_eq!(plan_payment(&empty, &ManaCost::parse("{1}{G}").unwrap(), 0).unwrap_err(), "needs 1 more {G} mana (cost {1}{G}, pool nothing)");
        assert_eq!(plan_payment(&empty, &ManaCost::parse("{R/W}").unwrap(), 0).unwrap_err(), "needs {R/W} mana (cost {R/W}, pool nothing)");
        assert_eq!(plan_payment(&empty, &ManaCost::parse("{X}").unwrap(), 2).unwrap_err(), "needs 2 more mana for the generic part (cost {X} with X=2, pool nothing)");
    }
}
