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
    let mut left = *pool;
    let mut paid = ManaPool::default();
    // Coloured and {C} symbols need their own type.
    for t in ManaType::ALL {
        let need = cost.colored.get(t);
        if left.get(t) < need {
            return Err(format!(
                "needs {} more {{{}}} mana (cost {}, pool {})",
                need - left.get(t),
                t.symbol(),
                cost.text,
                pool
            ));
        }
        *left.get_mut(t) -= need;
        *paid.get_mut(t) += need;
    }
    let mut generic_total = cost.generic as u64 + cost.x as u64 * x as u64;
    // Hybrid symbols (107.4e): each is paid by either of its colours. A greedy choice can
    // paint itself into a corner ({R/G}{R/W} from R+G), so search the choices (the more
    // plentiful colour first); very long hybrid costs fall back to the greedy choice.
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
                    return Err(format!("needs {{{}/{}}} mana (cost {}, pool {})", a.symbol(), b.symbol(), cost.text, pool));
                }
                *left.get_mut(t) -= 1;
                *paid.get_mut(t) += 1;
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
        return Err(format!(
            "needs {} more mana for the generic part (cost {}{}, pool {})",
            generic - left.total() as u64,
            cost.text,
            if cost.x > 0 { format!(" with X={x}") } else { String::new() },
            pool
        ));
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
}
