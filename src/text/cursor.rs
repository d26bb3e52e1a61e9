//! A position in a line of rules text, for the compiler's readers. Every
//! reader either consumes what it recognises or leaves the position where it
//! was; the furthest position any reader reached is kept, so that a line no
//! reader accepts is reported at the phrase where reading stopped.

use crate::rules::types::ManaCost;

#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    pub text: &'a str,
    pub pos: usize,
    /// The furthest byte offset any attempt reached.
    pub furthest: usize,
    /// An instruction is being read: a noun may name its permanents' player
    /// ("each creature that player controls", `nouns::read_suffixes`).
    pub player_words: bool,
    /// A noun was read with "he or she controls" (rather than "that player controls").
    pub he_or_she: bool,
    /// A noun was read with "of the creature type / color of your choice":
    /// the instruction is preceded by that choice (608.2d).
    pub said_choice: Option<crate::cards::def::Choice>,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor { text, pos: 0, furthest: 0, player_words: false, he_or_she: false, said_choice: None }
    }

    pub fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    fn reach(&mut self) {
        self.furthest = self.furthest.max(self.pos);
    }

    /// Consume `lit` exactly, if it is next.
    pub fn eat(&mut self, lit: &str) -> bool {
        self.reach();
        if self.rest().starts_with(lit) {
            self.pos += lit.len();
            self.reach();
            true
        } else {
            false
        }
    }

    /// Consume `lit` with its first letter in either case (a phrase that
    /// may begin a sentence).
    pub fn eat_sentence_start(&mut self, lit: &str) -> bool {
        if self.eat(lit) {
            return true;
        }
        // The same with its first letter in upper case, compared in place (no copy made).
        let mut chars = lit.chars();
        let Some(first) = chars.next() else { return false };
        let tail = chars.as_str();
        let mut rest = self.rest().chars();
        if !first.to_uppercase().all(|u| rest.next() == Some(u)) || !rest.as_str().starts_with(tail) {
            return false;
        }
        self.pos = self.text.len() - rest.as_str().len() + tail.len();
        self.reach();
        true
    }

    /// Consume the first of `options` that is next; its index.
    pub fn eat_one_of(&mut self, options: &[&str]) -> Option<usize> {
        options.iter().position(|o| self.eat(o))
    }

    /// A number written in digits (at most 9 of them).
    pub fn number(&mut self) -> Option<u32> {
        self.reach();
        let digits: String = self.rest().chars().take_while(|c| c.is_ascii_digit()).collect();
        if digits.is_empty() || digits.len() > 9 {
            return None;
        }
        self.pos += digits.len();
        self.reach();
        digits.parse().ok()
    }

    /// A number written as a word ("a", "one" ... "twenty"), as in "draw two cards".
    pub fn word_number(&mut self) -> Option<u32> {
        let start = self.pos;
        for (i, w) in super::words::NUMBER_WORDS.iter().enumerate().rev() {
            if self.eat(w) && !self.rest().starts_with(|c: char| c.is_alphanumeric()) {
                return Some(i as u32);
            }
            self.pos = start;
        }
        None
    }

    /// One or more mana symbols ("{2}{R}{R}"), read as a mana cost.
    pub fn mana(&mut self) -> Option<ManaCost> {
        self.reach();
        let rest = self.rest();
        let mut end = 0;
        while rest[end..].starts_with('{') {
            let Some(close) = rest[end..].find('}') else { break };
            let sym = &rest[end + 1..end + close];
            // {T} and {Q} are not mana.
            if sym == "T" || sym == "Q" {
                break;
            }
            end += close + 1;
        }
        if end == 0 {
            return None;
        }
        let cost = ManaCost::parse(&rest[..end]).ok()?;
        self.pos += end;
        self.reach();
        Some(cost)
    }

    /// Try `f`; if it fails, the position goes back to where it was.
    pub fn attempt<T>(&mut self, f: impl FnOnce(&mut Cursor<'a>) -> Option<T>) -> Option<T> {
        let start = self.pos;
        let r = f(self);
        if r.is_none() {
            self.pos = start;
        }
        r
    }
}
