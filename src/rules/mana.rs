//! Mana and paying mana costs (106, 107.4, 601.2g–h).

use super::types::*;

/// Work out which mana from `pool` pays `cost` with X = `x`. Pure: returns
/// the mana to remove, or a message naming what is missing.
pub fn plan_payment(pool: &ManaPool, cost: &ManaCost, x: u32) -> Result<ManaPool, String> {
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
    // Hybrid symbols: either colour; take the one more plentiful.
    for (a, b) in &cost.hybrid {
        let (ta, tb) = (ManaType::of_color(*a), ManaType::of_color(*b));
        let t = if left.get(ta) >= left.get(tb) { ta } else { tb };
        if left.get(t) == 0 {
            return Err(format!("needs {{{}/{}}} mana (cost {}, pool {})", a.symbol(), b.symbol(), cost.text, pool));
        }
        *left.get_mut(t) -= 1;
        *paid.get_mut(t) += 1;
    }
    // Generic mana and X: colourless first, then colours in WUBRG order.
    let mut generic = cost.generic as u64 + cost.x as u64 * x as u64;
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
}
