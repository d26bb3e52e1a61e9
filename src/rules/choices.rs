//! Choices of a value (608.2d) made by a resolving spell's or ability's
//! "choose ..." and "name a card" instructions, and by a permanent as it
//! enters the battlefield (614.12: "as this enters, choose ..."): the
//! question each asks, checking an answer, and keeping it as "the chosen ...".

use super::events::{Event, EventKind};
use super::state::*;
use super::types::*;
use crate::cards::def::Choice;

/// The creature types (205.3m) a "choose a creature type" question offers.
pub const CREATURE_TYPES: &[&str] = &[
    "Advisor", "Aetherborn", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon", "Artificer", "Assassin", "Assembly-Worker", "Atog",
    "Aurochs", "Avatar", "Badger", "Barbarian", "Basilisk", "Bat", "Bear", "Beast", "Beeble", "Berserker", "Bird", "Blinkmoth", "Boar",
    "Bringer", "Brushwagg", "Camarid", "Camel", "Caribou", "Carrier", "Cat", "Centaur", "Cephalid", "Chimera", "Citizen", "Cleric",
    "Cockatrice", "Construct", "Coward", "Crab", "Crocodile", "Cyclops", "Dauthi", "Demon", "Deserter", "Devil", "Djinn", "Dragon", "Drake",
    "Dreadnought", "Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Eye", "Faerie",
    "Ferret", "Fish", "Flagbearer", "Fox", "Frog", "Fungus", "Gargoyle", "Germ", "Giant", "Gnome", "Goat", "Goblin", "God", "Golem",
    "Gorgon", "Graveborn", "Gremlin", "Griffin", "Hag", "Harpy", "Hellion", "Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror",
    "Horse", "Hound", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kavu",
    "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard",
    "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mole", "Monger", "Mongoose", "Monk", "Monkey",
    "Moonfolk", "Mutant", "Myr", "Mystic", "Naga", "Nautilus", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noggle", "Nomad",
    "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Ouphe", "Ox", "Oyster", "Pegasus", "Pentavite", "Pest", "Phelddagrif",
    "Phoenix", "Pilot", "Pincher", "Pirate", "Plant", "Praetor", "Prism", "Processor", "Rabbit", "Rat", "Rebel", "Reflection", "Rhino",
    "Rigger", "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scion", "Scorpion", "Scout", "Serf",
    "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Sheep", "Siren", "Skeleton", "Slith", "Sliver", "Slug", "Snake", "Soldier",
    "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel",
    "Starfish", "Surrakar", "Survivor", "Tetravite", "Thalakos", "Thopter", "Thrull", "Treefolk", "Triskelavite", "Troll", "Turtle",
    "Unicorn", "Vampire", "Vedalken", "Viashino", "Volver", "Wall", "Warrior", "Weird", "Werewolf", "Whale", "Wizard", "Wolf",
    "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
];

/// "a" or "an" before a word as it is said: a vowel ("an Island", "an
/// artifact"), or a number said with one ("an 8/8", "an 11/11", "an 18/18").
pub fn article(word: &str) -> &'static str {
    let digits: String = word.chars().take_while(|c| c.is_ascii_digit()).collect();
    let said_with_vowel = match digits.len() {
        0 => word.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']),
        2 => digits.starts_with('8') || digits == "11" || digits == "18",
        _ => digits.starts_with('8'),
    };
    if said_with_vowel {
        "an"
    } else {
        "a"
    }
}

/// The plural of a subtype as rules text writes it ("Elves", "Forests", "Plains").
pub fn subtype_plural(w: &str) -> String {
    const SAME: &[&str] = &["Plains", "Equipment", "Fish", "Sheep", "Djinn", "Kirin", "Samurai", "Moonfolk", "Kithkin", "Merfolk", "Lammasu", "Aurochs", "Zubera", "Jellyfish", "Starfish", "Sand", "Sable", "Ox", "Eldrazi", "Spawn", "Kavu"];
    const IRREGULAR: &[(&str, &str)] = &[("Elf", "Elves"), ("Dwarf", "Dwarves"), ("Wolf", "Wolves"), ("Werewolf", "Werewolves"), ("Homunculus", "Homunculi"), ("Pegasus", "Pegasi"), ("Cyclops", "Cyclopes")];
    if SAME.contains(&w) {
        return w.to_string();
    }
    if let Some((_, p)) = IRREGULAR.iter().find(|(s, _)| *s == w) {
        return p.to_string();
    }
    if w.ends_with('y') && !w.ends_with("ey") {
        return format!("{}ies", &w[..w.len() - 1]);
    }
    if w.ends_with('s') || w.ends_with('x') || w.ends_with("ch") || w.ends_with("sh") {
        return format!("{w}es");
    }
    format!("{w}s")
}

/// Is this subtype a creature type (205.3m)? (The list is in alphabetical order.)
pub fn is_creature_type(s: &str) -> bool {
    CREATURE_TYPES.binary_search(&s).is_ok()
}

/// The longest card name a "name a card" answer may give (201.3); longer text is refused.
pub const MAX_CARD_NAME: usize = 150;

/// Numbers a "choose a number" question may range over (an engine limit, docs/limits.md).
pub const MAX_CHOSEN_NUMBER: i32 = 1_000_000;

impl Game {
    /// The question a choice asks `chooser`, or None when nothing can be
    /// chosen (no opponent is left in the game).
    pub(crate) fn choice_question(&self, choice: &Choice, chooser: PlayerId) -> Option<DecisionKind> {
        Some(match choice {
            Choice::Color => DecisionKind::ChooseColor { colors: vec![Color::White, Color::Blue, Color::Black, Color::Red, Color::Green] },
            Choice::CreatureType => DecisionKind::ChooseCreatureType { types: CREATURE_TYPES.iter().map(|t| t.to_string()).collect() },
            Choice::BasicLandType => DecisionKind::ChooseLandType { types: super::land_types::BASIC_LAND_TYPES.iter().map(|(t, _)| t.to_string()).collect() },
            Choice::CreatureTypeOtherThan { except } => DecisionKind::ChooseCreatureType { types: CREATURE_TYPES.iter().filter(|t| **t != except.as_str()).map(|t| t.to_string()).collect() },
            Choice::Player | Choice::Opponent => {
                let players: Vec<PlayerId> = self
                    .players
                    .iter()
                    .filter(|p| !p.lost && (*choice == Choice::Player || self.opponents(chooser).contains(&p.id)))
                    .map(|p| p.id)
                    .collect();
                if players.is_empty() {
                    return None;
                }
                DecisionKind::ChoosePlayer { players }
            }
            Choice::CardName { nonland } => DecisionKind::NameCard { nonland: *nonland },
            Choice::Number { min, max } => DecisionKind::ChooseNumber { min: *min, max: *max },
        })
    }

    /// Is a "name a card" answer acceptable? The name must be written, not
    /// too long, and for "a nonland card" not the name of a land card this
    /// game knows (201.3).
    pub(crate) fn check_card_name(&self, name: &str, nonland: bool) -> Result<(), String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("name a card: the name is empty".into());
        }
        if name.chars().count() > MAX_CARD_NAME {
            return Err(format!("name a card: a card name has at most {MAX_CARD_NAME} characters"));
        }
        if nonland && self.objects.values().any(|o| o.def.name == name && o.def.types.contains(&CardType::Land)) {
            return Err(format!("name a nonland card: {name} is a land card"));
        }
        Ok(())
    }

    /// Keep an answer as the chosen value of its kind, with an event saying
    /// who chose what. False when the answer is not one for this choice.
    pub(crate) fn record_choice(&mut self, chosen: &mut Chosen, choice: &Choice, answer: Answer, chooser: PlayerId, rule: &'static str, source_name: &str) -> bool {
        let what = match (choice, answer) {
            (Choice::Color, Answer::Color(c)) => {
                chosen.color = Some(c);
                format!("{c:?}").to_lowercase()
            }
            (Choice::CreatureType | Choice::CreatureTypeOtherThan { .. }, Answer::Text(t)) => {
                let w = t.clone();
                chosen.creature_type = Some(t);
                w
            }
            (Choice::BasicLandType, Answer::Text(t)) => {
                let w = t.clone();
                chosen.land_type = Some(t);
                w
            }
            (Choice::Player | Choice::Opponent, Answer::Player(p)) => {
                chosen.player = Some(p);
                self.player(p).name.clone()
            }
            (Choice::CardName { .. }, Answer::Text(n)) => {
                let w = n.clone();
                chosen.name = Some(n);
                w
            }
            (Choice::Number { .. }, Answer::Number(n)) => {
                chosen.number = Some(n);
                n.to_string()
            }
            _ => return false,
        };
        let pname = self.player(chooser).name.clone();
        let verb = if matches!(choice, Choice::CardName { .. }) { "names" } else { "chooses" };
        self.emit(Event::new(rule, EventKind::Note, format!("{source_name}: {pname} {verb} {what}")));
        true
    }

    /// The choices still to be made for a permanent entering the battlefield
    /// (614.12), given what has been chosen so far: the first one missing.
    pub(crate) fn next_as_enters_choice<'a>(&self, choices: &'a [Choice], chosen: &Chosen, chooser: PlayerId) -> Option<&'a Choice> {
        choices.iter().find(|c| !is_chosen(c, chosen) && self.choice_question(c, chooser).is_some())
    }

    /// 614.12: the choices of permanents that entered the battlefield by the
    /// instruction just followed (`moved`), made by each one's controller in
    /// the order they entered, before the next instruction. Returns false
    /// when a question was asked (the answer comes back in `f.answer`).
    pub(crate) fn settle_as_enters(&mut self, f: &mut ResolutionFrame) -> bool {
        loop {
            let missing = f.moved.iter().find_map(|id| {
                let o = self.obj(*id).filter(|o| o.zone == Zone::Battlefield)?;
                let def = o.extra.copy_of.as_ref().unwrap_or(&o.def);
                let choice = self.next_as_enters_choice(&def.as_enters_choose, &o.extra.chosen, o.controller)?;
                Some((*id, choice.clone(), o.controller, def.name.clone()))
            });
            let Some((id, choice, controller, name)) = missing else { return true };
            let mut chosen = self.obj(id).map(|o| o.extra.chosen.clone()).unwrap_or_default();
            let recorded = match f.answer.take() {
                Some(a) => self.record_choice(&mut chosen, &choice, a, controller, "614.12", &name),
                None => false,
            };
            if !recorded {
                let kind = self.choice_question(&choice, controller).unwrap();
                self.ask(controller, "614.12", format!("{name} enters the battlefield: choose {}", choice.label()), kind, Resume::Resolution);
                return false;
            }
            self.obj_mut(id).unwrap().extra.chosen = chosen;
            self.mark_dirty(id);
        }
    }

    /// 614.12: a permanent spell's choices as it enters (`choices`, from the
    /// card or what it enters as a copy of), kept in the frame until it is on
    /// the battlefield. Returns false when a question was asked.
    pub(crate) fn as_enters_choices(&mut self, f: &mut ResolutionFrame, choices: &[Choice], name: &str) -> bool {
        let you = f.item.controller;
        while let Some(choice) = self.next_as_enters_choice(choices, &f.chosen, you).cloned() {
            let recorded = match f.answer.take() {
                Some(a) => self.record_choice(&mut f.chosen, &choice, a, you, "614.12", name),
                None => false,
            };
            if !recorded {
                let kind = self.choice_question(&choice, you).unwrap();
                self.ask(you, "614.12", format!("{name} enters the battlefield: choose {}", choice.label()), kind, Resume::Resolution);
                return false;
            }
        }
        true
    }

    /// A resolving "choose ..." instruction (608.2d): asks, or keeps the
    /// answer (and with `remember`, the source permanent keeps it too).
    /// Returns false when the question was asked.
    pub(crate) fn follow_choose(&mut self, f: &mut ResolutionFrame, choice: &Choice, remember: bool) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let mut chosen = std::mem::take(&mut f.chosen);
        let answered = match f.answer.take() {
            Some(a) => self.record_choice(&mut chosen, choice, a, you, "608.2d", &sname),
            None => false,
        };
        f.chosen = chosen;
        if !answered {
            return match self.choice_question(choice, you) {
                Some(kind) => {
                    self.ask(you, "608.2d", format!("{sname}: choose {}", choice.label()), kind, Resume::Resolution);
                    false
                }
                None => {
                    self.emit(Event::new("608.2d", EventKind::Note, format!("{sname}: there is no {} to choose", choice.label())));
                    true
                }
            };
        }
        if remember {
            let source = f.item.source;
            let value = f.chosen.clone();
            if let Some(o) = self.obj_mut(source).filter(|o| o.zone == Zone::Battlefield) {
                let keep = &mut o.extra.chosen;
                match choice {
                    Choice::Color => keep.color = value.color,
                    Choice::CreatureType | Choice::CreatureTypeOtherThan { .. } => keep.creature_type = value.creature_type,
                    Choice::BasicLandType => keep.land_type = value.land_type,
                    Choice::Player | Choice::Opponent => keep.player = value.player,
                    Choice::CardName { .. } => keep.name = value.name,
                    Choice::Number { .. } => keep.number = value.number,
                }
                self.mark_dirty(source);
            }
        }
        true
    }

    /// A resolving spell's or ability's choices, and else its source's
    /// (608.2d, 614.12): what "the chosen ..." reads while it resolves.
    pub(crate) fn frame_chosen(&self, f: &ResolutionFrame) -> Chosen {
        let of_source = self.chosen_of(Some(f.item.source));
        let c = &f.chosen;
        Chosen {
            color: c.color.or(of_source.color),
            creature_type: c.creature_type.clone().or_else(|| of_source.creature_type.clone()),
            land_type: c.land_type.clone().or_else(|| of_source.land_type.clone()),
            player: c.player.or(of_source.player),
            name: c.name.clone().or_else(|| of_source.name.clone()),
            number: c.number.or(of_source.number),
            x: Some(i32::try_from(f.item.x).unwrap_or(i32::MAX)),
        }
    }
}

/// Has this kind of value been chosen?
fn is_chosen(choice: &Choice, chosen: &Chosen) -> bool {
    match choice {
        Choice::Color => chosen.color.is_some(),
        Choice::CreatureType | Choice::CreatureTypeOtherThan { .. } => chosen.creature_type.is_some(),
        Choice::BasicLandType => chosen.land_type.is_some(),
        Choice::Player | Choice::Opponent => chosen.player.is_some(),
        Choice::CardName { .. } => chosen.name.is_some(),
        Choice::Number { .. } => chosen.number.is_some(),
    }
}
