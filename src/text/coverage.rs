//! The coverage report: how many cards of the table are understood,
//! compiled or not compiled, for the cards first printed by the date of the
//! rules the engine implements and for the whole table, by set and by card
//! type, and the unread phrases that block the most cards.

use super::table::{CardTable, TableCard};
use super::{status, Status};
use std::collections::BTreeMap;

/// Counts of the three statuses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub understood: usize,
    pub compiled: usize,
    pub not_compiled: usize,
}

impl Counts {
    pub fn total(&self) -> usize {
        self.understood + self.compiled + self.not_compiled
    }
    fn add(&mut self, s: &Status) {
        match s {
            Status::Understood => self.understood += 1,
            Status::Compiled { .. } => self.compiled += 1,
            Status::NotCompiled(_) => self.not_compiled += 1,
        }
    }
    fn line(&self) -> String {
        let pct = |n: usize| if self.total() == 0 { 0.0 } else { 100.0 * n as f64 / self.total() as f64 };
        format!("{:>6} understood ({:>5.1}%) {:>6} compiled {:>6} not compiled  of {}", self.understood, pct(self.understood), self.compiled, self.not_compiled, self.total())
    }
}

/// The whole report.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub in_rules: Counts,
    pub all: Counts,
    pub by_set: BTreeMap<String, Counts>,
    pub by_type: BTreeMap<String, Counts>,
    /// Unread phrases (their first words) and how many cards of the rules' pool each blocks.
    pub unread: BTreeMap<String, usize>,
    /// The same, each phrase whole, with the first card it blocks.
    pub unread_whole: BTreeMap<String, (usize, String)>,
    /// Phrases (whole) that are the only unread line of a card, with how
    /// many cards each is the last phrase away from compiling, and one of them.
    pub only_unread: BTreeMap<String, (usize, String)>,
    /// Cards of the rules' pool that compile but render differently, a few for the report.
    pub differing: Vec<(String, String, String)>,
}

/// The first words of an unread phrase, the key the report groups by (the
/// card's own name counts as one word: "~").
fn phrase_key(card: &TableCard, phrase: &str) -> String {
    let p = phrase.replace(&card.name, "~");
    p.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// Compile every card of the table.
pub fn measure(table: &CardTable) -> Report {
    let mut r = Report::default();
    for card in &table.cards {
        let (s, _) = status(card);
        r.all.add(&s);
        if !card.in_rules {
            continue;
        }
        r.in_rules.add(&s);
        r.by_set.entry(card.set.clone()).or_default().add(&s);
        let main_type = card.type_line.split(" — ").next().unwrap_or("").split_whitespace().last().unwrap_or("").to_string();
        r.by_type.entry(main_type).or_default().add(&s);
        match &s {
            Status::NotCompiled(u) => {
                let key = if u.line == 0 { u.why.clone() } else { phrase_key(card, &u.phrase) };
                *r.unread.entry(key).or_default() += 1;
                let e = r.unread_whole.entry(if u.line == 0 { u.why.clone() } else { u.phrase.replace(&card.name, "~") }).or_insert((0, card.name.clone()));
                e.0 += 1;
                if u.line > 0 {
                    if let [only] = super::compile::unread_lines(card).as_slice() {
                        let e = r.only_unread.entry(only.phrase.replace(&card.name, "~")).or_insert((0, card.name.clone()));
                        e.0 += 1;
                    }
                }
            }
            Status::Compiled { rendered, expected } if r.differing.len() < 20 => {
                let got = rendered.clone().unwrap_or_else(|e| format!("(can't write {e})"));
                r.differing.push((card.name.clone(), expected.clone(), got));
            }
            _ => {}
        }
    }
    r
}

impl Report {
    /// The `n` unread phrases, whole, that block the most cards; with
    /// `only`, the phrases that are the only unread line of a card.
    pub fn whole_phrases(&self, n: usize, only: bool) -> String {
        let mut top: Vec<(&String, &(usize, String))> = if only { self.only_unread.iter().collect() } else { self.unread_whole.iter().collect() };
        top.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
        top.into_iter().take(n).map(|(p, (k, card))| format!("{k:>5}  {p}   [{card}]\n")).collect()
    }

    /// The report as text (what `stackwise coverage` prints).
    pub fn text(&self, source: &str, rules_date: &str) -> String {
        let mut s = format!("Coverage of {source}\n\nCards first printed by {rules_date}: {}\nAll cards in the package:        {}\n", self.in_rules.line(), self.all.line());
        s.push_str(&format!("\nBy card type (first printed by {rules_date}):\n"));
        for (t, c) in &self.by_type {
            s.push_str(&format!("  {t:<14} {}\n", c.line()));
        }
        s.push_str("\nBy set of first printing:\n");
        for (set, c) in &self.by_set {
            s.push_str(&format!("  {set:<6} {}\n", c.line()));
        }
        let mut top: Vec<(&String, &usize)> = self.unread.iter().collect();
        top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        s.push_str("\nThe 50 unread phrases that block the most cards (first words; ~ is the card's name):\n");
        for (p, n) in top.into_iter().take(50) {
            s.push_str(&format!("  {n:>5}  {p}\n"));
        }
        if !self.differing.is_empty() {
            s.push_str("\nCompiled but written differently (a few):\n");
            for (name, want, got) in &self.differing {
                s.push_str(&format!("  {name}:\n    printed:  {}\n    rendered: {}\n", want.replace('\n', " / "), got.replace('\n', " / ")));
            }
        }
        s
    }
}
