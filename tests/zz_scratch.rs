#[test]
fn scratch() {
    let pool = stackwise::cards::builtin();
    let mut ok = 0; let mut same = 0; let mut errs = std::collections::BTreeMap::new();
    for (n, d) in &pool.cards {
        match stackwise::text::render(d) {
            Ok(r) => { ok += 1; if r == stackwise::text::normalize(&d.text) { same += 1 } else if ok < 400 { eprintln!("DIFF {n}: {r:?} vs {:?}", stackwise::text::normalize(&d.text)); } }
            Err(e) => { *errs.entry(e.chars().take(40).collect::<String>()).or_insert(0) += 1; }
        }
    }
    eprintln!("{} cards, {ok} render, {same} same", pool.cards.len());
    let mut v: Vec<_> = errs.into_iter().collect(); v.sort_by(|a, b| b.1.cmp(&a.1));
    for (e, n) in v.iter().take(30) { eprintln!("{n} {e}"); }
}
