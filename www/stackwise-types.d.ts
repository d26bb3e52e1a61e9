// GENERATED from the Rust types by src/ts_types.rs (ts-rs): do not edit.
// Regenerate with `npm run types`; `cargo test` fails while this file is out of date.
// The values the page gets from (and gives to) the wasm facade, as plain JSON-shaped objects.

export type Action = { "action": "pass_priority", player: PlayerId, } | { "action": "play_land", player: PlayerId, card: ObjectId, } | { "action": "cast_spell", player: PlayerId, card: ObjectId, targets: Array<TargetChoice>, mode?: number | null, x?: number | null, 
/**
 * Mana abilities to activate while paying (601.2g).
 */
mana_abilities?: Array<ManaActivation>, 
/**
 * Let the engine choose mana abilities to pay what the pool does not cover.
 */
auto_pay?: boolean, 
/**
 * 601.2d: how a divided amount is split among the targets (one number per target).
 */
division?: Array<number>, 
/**
 * 117.9 / 601.2b: pay this alternative cost instead of the mana cost (evoke, 702.73a).
 */
alternative_cost?: AlternativeCost | null, 
/**
 * 702.32a: its kicker cost is paid too (an optional additional cost, 117.8).
 */
kicked?: boolean, 
/**
 * 702.32c: how many times its multikicker cost is paid too.
 */
multikicker?: number, 
/**
 * 702.26a: its buyback cost is paid too (an optional additional cost, 117.8).
 */
buyback?: boolean, 
/**
 * 117.8: the permanents sacrificed to pay its additional cost.
 */
sacrifice?: Array<ObjectId>, 
/**
 * 117.8: the cards discarded to pay its additional cost.
 */
discard?: Array<ObjectId>, 
/**
 * 117.8: the cards exiled from its caster's graveyard to pay its additional cost.
 */
exile?: Array<ObjectId>, 
/**
 * 117.8: the permanents returned to their owner's hand to pay its additional cost.
 */
return_to_hand?: Array<ObjectId>, 
/**
 * 117.8, 117.9: the untapped permanents tapped to pay its additional or alternative cost.
 */
tap?: Array<ObjectId>, 
/**
 * 107.4f: how many of the Phyrexian mana symbols of its total cost
 * are paid with 2 life each (the rest with mana of their colour).
 */
phyrexian_life?: number, 
/**
 * 702.45a: cards in the caster's hand revealed and spliced onto it
 * (each with splice onto a subtype it has; their costs paid too).
 */
splice?: Array<ObjectId>, } | { "action": "activate_ability", player: PlayerId, source: ObjectId, ability: number, targets: Array<TargetChoice>, x?: number | null, mana_abilities?: Array<ManaActivation>, auto_pay?: boolean, 
/**
 * 601.2d via 602.2b: how a divided amount is split among the targets (one number per target).
 */
division?: Array<number>, 
/**
 * The permanents sacrificed to pay a "sacrifice N [filter]" cost (602.2b).
 */
sacrifice?: Array<ObjectId>, 
/**
 * The cards discarded to pay a "discard N [filter] cards" cost (602.2b).
 */
discard?: Array<ObjectId>, 
/**
 * The cards exiled to pay an "exile N [filter] cards from your graveyard" cost (602.2b).
 */
exile?: Array<ObjectId>, 
/**
 * The permanents returned to pay a "return N [filter] you control to their owner's hand" cost (602.2b).
 */
return_to_hand?: Array<ObjectId>, 
/**
 * The untapped permanents tapped to pay a "tap N untapped [filter] you control" cost (602.2b).
 */
tap?: Array<ObjectId>, 
/**
 * For a mana ability that adds mana of a chosen colour (106.3,
 * 605.3b): the mana chosen, named as it is activated.
 */
adds?: ManaPool | null, 
/**
 * 107.4f: how many of the Phyrexian mana symbols of its cost are
 * paid with 2 life each (the rest with mana of their colour).
 */
phyrexian_life?: number, } | { "action": "suspend", player: PlayerId, card: ObjectId, mana_abilities?: Array<ManaActivation>, auto_pay?: boolean, } | { "action": "turn_face_up", player: PlayerId, permanent: ObjectId, mana_abilities?: Array<ManaActivation>, auto_pay?: boolean, sacrifice?: Array<ObjectId>, discard?: Array<ObjectId>, exile?: Array<ObjectId>, return_to_hand?: Array<ObjectId>, tap?: Array<ObjectId>, } | { "action": "declare_attackers", player: PlayerId, attackers: Array<Attack>, } | { "action": "declare_blockers", player: PlayerId, blockers: Array<Block>, } | { "action": "order_triggers", player: PlayerId, order: Array<number>, } | { "action": "order_blockers", player: PlayerId, attacker: ObjectId, order: Array<ObjectId>, } | { "action": "assign_combat_damage", player: PlayerId, attacker: ObjectId, amounts: Array<number>, } | { "action": "choose_cards", player: PlayerId, cards: Array<ObjectId>, } | { "action": "choose_object", player: PlayerId, object: ObjectId | null, } | { "action": "choose_color", player: PlayerId, color: Color, } | { "action": "choose_creature_type", player: PlayerId, creature_type: string, } | { "action": "choose_land_type", player: PlayerId, land_type: string, } | { "action": "choose_player", player: PlayerId, chosen: PlayerId, } | { "action": "name_card", player: PlayerId, name: string, } | { "action": "choose_number", player: PlayerId, number: number, } | { "action": "choose_mana", player: PlayerId, mana: ManaPool, } | { "action": "arrange_cards", player: PlayerId, order: Array<ObjectId>, } | { "action": "choose_yes_no", player: PlayerId, yes: boolean, } | { "action": "choose_targets", player: PlayerId, targets: Array<TargetChoice>, division?: Array<number>, } | { "action": "choose_mode", player: PlayerId, mode: number, } | { "action": "concede", player: PlayerId, } | { "action": "choose_replacement", player: PlayerId, choice: number, } | { "action": "propose_shortcut", player: PlayerId, steps: Array<ShortcutStep>, } | { "action": "answer_shortcut", player: PlayerId, shorten_at?: number | null, };

/**
 * An alternative cost a spell may be cast for (117.9); at most one per spell (117.9a).
 */

export type AlternativeCost = "evoke" | "flashback" | "granted_flashback" | "morph" | "printed" | "retrace" | "prowl";

/**
 * What one applied action produced: its events and, for each event, how the
 * viewer's board changed with it (docs/playback.md, deltas: `deltas.len() == events.len()`;
 * applying `deltas[0..=i]` to the snapshot taken before the action gives the
 * board as of `events[i]`).
 */

export type Applied = { events: Array<Event>, deltas: Array<Delta>, };

/**
 * The reader's task in an ask step: the pattern (labels resolved to ids) and the hint.
 */

export type AskView = { action: Record<string, unknown>, hint: string, };

export type Attack = { attacker: ObjectId, target: TargetChoice, 
/**
 * 702.20c: the band this attacker is declared in, if any: attackers
 * naming the same number form one band (checked by `Game::declared_bands`).
 */
band?: number | null, };

/**
 * One attacking creature in combat, as the board shows it.
 */

export type AttackView = { 
/**
 * 508.1: the attacking creature.
 */
attacker: ObjectId, 
/**
 * 508.1b: what it attacks, a player or a planeswalker; None once that
 * planeswalker has left or been removed from combat, or that player has
 * left the game (506.4c, 800.4): it still attacks, but attacks nothing.
 */
target: TargetChoice | null, 
/**
 * What it attacks, by name (a planeswalker's last known name if it left).
 */
target_name: string, 
/**
 * 509.1h: it became blocked (and stays blocked even if its blockers leave).
 */
blocked: boolean, 
/**
 * The creatures blocking it (509.1g): in its damage assignment order
 * when the attacking player has chosen one (509.2; 510.1c), else as declared.
 */
blockers: Array<ObjectId>, 
/**
 * 509.2: `blockers` is the damage assignment order the attacking player chose.
 */
order_chosen: boolean, 
/**
 * 510.1c: for each of `blockers`, the lethal damage the attacker must
 * assign to it before it may assign any to the next one (702.2c: 1 with deathtouch).
 */
lethal: Array<number>, 
/**
 * 702.20c: the other creatures in its attacking band (none when it attacks in no band).
 */
banded_with?: Array<ObjectId>, };

export type Block = { blocker: ObjectId, attacker: ObjectId, };

/**
 * A line that leaves the shown one: its first action and where it ends.
 */

export type BranchInfo = { 
/**
 * Its first action's node.
 */
node: number, caption: string, 
/**
 * The end of the branch (following the actions last taken in it): where "go to this line" goes.
 */
tip: number, 
/**
 * How many actions it holds from where it leaves to its end.
 */
length: number, };

export type CardType = "Artifact" | "Creature" | "Enchantment" | "Instant" | "Land" | "Planeswalker" | "Sorcery" | "Tribal" | "Plane" | "Scheme" | "Vanguard";

export type CardView = { id: ObjectId, name: string, mana_cost: string | null, types: Array<CardType>, 
/**
 * Its subtypes ("Arcane", 205.3k; what splice onto Arcane looks for, 702.45a).
 */
subtypes?: Array<string>, text: string, };

/**
 * A way to cast a spell: a mode (for modal spells) and the legal targets of each slot.
 */

export type CastOption = { mode: number | null, text: string, targets: Array<Array<TargetChoice>>, 
/**
 * How many of the target slots must be chosen (the rest are optional, 601.2c).
 */
min_targets: number, 
/**
 * The slots that are "another target": not what an earlier slot chose.
 */
another?: Array<number>, 
/**
 * "X target [nouns]": X is the number of targets chosen (each slot
 * optional; the action's `x` must equal it, 601.2b–c).
 */
x_targets?: boolean, 
/**
 * 601.2d: an amount to divide among the chosen targets.
 */
divide: number | null, 
/**
 * 601.2d: the amount divided is X plus this number (X announced
 * first, 601.2b): the action's `x` and its `division` (adding up to
 * X plus this) go together.
 */
divide_x?: number, 
/**
 * 117.9: cast for this alternative cost instead of the mana cost (evoke).
 */
alternative_cost: AlternativeCost | null, 
/**
 * 702.32a: with its kicker cost paid too.
 */
kicked?: boolean, 
/**
 * 702.32c: the card has multikicker: its cost may be paid from 0 up to
 * this many times with what the player has now (the action's
 * `multikicker` says how many).
 */
multikicker?: number | null, 
/**
 * 702.26a: with its buyback cost paid too.
 */
buyback?: boolean, 
/**
 * 117.8: its additional cost sacrifices this many of these permanents
 * (the action's `sacrifice` names them).
 */
sacrifice: SacrificeChoice | null, 
/**
 * 117.8: its additional cost discards this many of these cards (the
 * action's `discard` names them; not for a random discard).
 */
discard?: SacrificeChoice | null, 
/**
 * 117.8: its additional cost exiles this many of these cards from the
 * caster's graveyard (the action's `exile` names them).
 */
exile?: SacrificeChoice | null, 
/**
 * 117.8: its additional cost returns this many of these permanents to
 * their owner's hand (the action's `return_to_hand` names them).
 */
return_to_hand?: SacrificeChoice | null, 
/**
 * 117.8, 117.9: its additional or alternative cost taps this many of
 * these untapped permanents (the action's `tap` names them).
 */
tap?: SacrificeChoice | null, 
/**
 * 702.49a: the creatures that may be tapped for convoke (any number of
 * them, named in the action's `tap`); empty for a spell without convoke.
 */
convoke?: Array<ObjectId>, 
/**
 * 702.64a: the cards that may be exiled from the graveyard for delve
 * (any number up to the generic mana of the total cost, named in the
 * action's `exile`); empty for a spell without delve.
 */
delve?: Array<ObjectId>, 
/**
 * 107.4f: this many of the Phyrexian symbols of its total cost are paid
 * with 2 life each (the action's `phyrexian_life`).
 */
phyrexian_life?: number, 
/**
 * 601.2b, 117.8: its additional cost takes X objects or X life ("discard
 * X cards", "pay X life"): X is announced first (the action's `x`), then
 * that many are named in the list `kind` names (its count is listed for X = 0).
 */
x_cost?: XCost | null, 
/**
 * 702.45a: the cards of the hand spliced onto it this way (the action's
 * `splice`); their targets are among `targets`, after the spell's own.
 */
splice?: Array<ObjectId>, };

/**
 * Values chosen by a "choose ..." or "name a card" instruction (608.2d) or
 * as a permanent entered (614.12), read back as "the chosen colour / type /
 * player / name / number".
 */

export type Chosen = { color: Color | null, creature_type: string | null, land_type?: string | null, player: PlayerId | null, name: string | null, number: number | null, 
/**
 * The value of X announced for the spell or ability (601.2b, 107.3):
 * set while its targets are checked (601.2c, 608.2b) and as it
 * resolves, for a filter's `mana_value_x`; never kept on an object.
 */
x: number | null, };

export type Color = "White" | "Blue" | "Black" | "Red" | "Green";

/**
 * Combat state (506).
 */

export type Combat = { attackers: Array<[ObjectId, TargetChoice]>, 
/**
 * (blocker, attacker)
 */
blocks: Array<[ObjectId, ObjectId]>, attackers_declared: boolean, 
/**
 * Defending players who have declared blockers.
 */
blockers_declared_by: Array<PlayerId>, first_strike_step: boolean, 
/**
 * Creatures that dealt first-strike damage (510.4).
 */
dealt_first_strike: Array<ObjectId>, 
/**
 * 509.2: the damage assignment order the attacking player chose for each
 * attacker blocked by two or more creatures.
 */
damage_order: Record<string, Array<ObjectId>>, 
/**
 * 510.1c–d: how the attacking player divided an attacker's damage in the current
 * damage step (amounts per blocker in order, then the trampled-over target).
 */
assigned: Record<string, Array<number>>, 
/**
 * A damage step is waiting for assignments: it has begun already.
 */
assigning: boolean, 
/**
 * 509.1h: attackers that became blocked as blockers were declared. An
 * attacker stays blocked even when every creature blocking it has been
 * removed from combat (506.4); it leaves this list only when it is itself
 * removed from combat.
 */
blocked: Array<ObjectId>, 
/**
 * 508.8: at least one creature was declared as an attacker in this combat
 * (the declare blockers and combat damage steps happen even if every
 * attacker has since been removed from combat).
 */
declared_any: boolean, 
/**
 * 702.20c: the attacking bands, each two or more attackers; a creature
 * removed from combat leaves its band (702.20f).
 */
bands?: Array<Array<ObjectId>>, 
/**
 * 506.4c: planeswalkers that were attacked and have been removed from
 * combat; creatures attacking them still attack, but attack nothing.
 */
removed_defenders?: Array<ObjectId>, 
/**
 * Blocked attackers that may assign their combat damage as though they
 * weren't blocked, with their controller's answer this combat (true:
 * all of it to what they attack).
 */
as_unblocked?: Array<[ObjectId, boolean]>, };

/**
 * A choice the engine waits for (decisions as data).
 */

export type Decision = { player: PlayerId, prompt: string, 
/**
 * The rule that asks for this choice.
 */
rule: string, 
/**
 * Where the game resumes when the answer comes (in games saved in format
 * 1 it is absent, and worked out as the game is read: `Game::upgrade_saved_v1`).
 */
resume: Resume, } & ({ "decision": "declare_attackers", candidates: Array<ObjectId>, defenders: Array<TargetChoice>, } | { "decision": "declare_blockers", candidates: Array<ObjectId>, attackers: Array<ObjectId>, } | { "decision": "choose_mode", modes: Array<string>, legal: Array<number>, } | { "decision": "order_triggers", triggers: Array<number>, descriptions: Array<string>, sources: Array<ObjectId>, events: Array<string>, targets: Array<Array<string>>, } | { "decision": "choose_cards", from: Array<ObjectId>, min: number, max: number, labels?: Array<string>, } | { "decision": "choose_object", candidates: Array<ObjectId>, optional: boolean, labels?: Array<string>, none_label?: string | null, } | { "decision": "choose_color", colors: Array<Color>, } | { "decision": "choose_creature_type", types: Array<string>, } | { "decision": "choose_land_type", types: Array<string>, } | { "decision": "choose_player", players: Array<PlayerId>, } | { "decision": "name_card", nonland: boolean, } | { "decision": "choose_number", min: number, max: number, } | { "decision": "choose_mana", amount: number, colors: Array<Color>, one_color: boolean, } | { "decision": "arrange_cards", cards: Array<ObjectId>, labels?: Array<string>, 
/**
 * They go on the bottom of the library, not back on top; still listed
 * top first (the last one listed is the bottom card).
 */
bottom?: boolean, } | { "decision": "choose_yes_no", subject: ObjectId, yes: string, no: string, } | { "decision": "choose_targets", slots: Array<Array<TargetChoice>>, current: Array<TargetChoice>, another?: Array<number>, 
/**
 * How many of the slots must be chosen, where fewer than all: the
 * rest are optional ("up to two", "any number of") and left unchosen
 * from the end (601.2c). Absent: every slot.
 */
min?: number, 
/**
 * 601.2d: this much damage is divided among the targets chosen
 * (the answer's `division`: one number per target, at least 1 each).
 */
divide?: number, } | { "decision": "order_blockers", attacker: ObjectId, blockers: Array<ObjectId>, } | { "decision": "assign_combat_damage", attacker: ObjectId, power: number, blockers: Array<ObjectId>, lethal: Array<number>, trample_to: TargetChoice | null, suggested: Array<number>, any_order?: boolean, } | { "decision": "choose_replacement", options: Array<number>, descriptions: Array<string>, event: string, } | { "decision": "shortcut", proposal: Proposal, });

/**
 * One line's card and how many.
 */

export type DeckEntry = { count: number, name: string, 
/**
 * "understood" (compiled from its text, the card table given) or
 * "built-in" (a card of the built-in pool, read without the table).
 */
source: string, };

/**
 * What the page lists: a deck's id, name, description and size.
 */

export type DeckInfo = { id: string, name: string, description: string, cards: number, 
/**
 * The card names with their copies, in list order.
 */
list: Array<[string, number]>, };

/**
 * A decklist read: its cards, and every line that could not be used, with why.
 */

export type Decklist = { entries: Array<DeckEntry>, 
/**
 * `line N: "text": why`, one per line not used.
 */
problems: Array<string>, 
/**
 * Lines left out on purpose (the sideboard), counted.
 */
ignored: Array<string>, };

/**
 * How the viewer's board changed with one event (docs/playback.md, deltas).
 */

export type Delta = { 
/**
 * Battlefield objects that entered or whose view may have changed, one
 * entry per object (count 1).
 */
permanents?: Array<PermanentView>, 
/**
 * Ids that left the battlefield.
 */
left?: Array<ObjectId>, 
/**
 * Whole views of the players whose view changed.
 */
players?: Array<PlayerView>, 
/**
 * How the stack (top first) changed: splices, applied in order.
 */
stack_changes?: Array<Splice<StackView>>, 
/**
 * How the waiting triggers (in APNAP order) changed: splices, applied in order.
 */
waiting_changes?: Array<Splice<TriggerView>>, top?: Top | null, 
/**
 * Rare: the whole battlefield (grouped), replacing it.
 */
battlefield?: Array<PermanentView> | null, };

export type Event = { 
/**
 * The rule number this change applies, e.g. "704.5g".
 */
rule: string, 
/**
 * What happened, in plain words.
 */
text: string, } & ({ "event": "game_started" } | { "event": "turn_began", turn: number, player: PlayerId, } | { "event": "step_began", step: Step, } | { "event": "step_ended", step: Step, } | { "event": "priority_given", player: PlayerId, } | { "event": "priority_passed", player: PlayerId, } | { "event": "zone_changed", old: ObjectId, new: ObjectId | null, name: string, from: Zone, to: Zone | null, } | { "event": "untapped", object: ObjectId, } | { "event": "tapped", object: ObjectId, } | { "event": "permanents_untapped", player: PlayerId, count: number, ranges: Array<[ObjectId, ObjectId, number]>, } | { "event": "drew", player: PlayerId, object: ObjectId, } | { "event": "drew_from_empty_library", player: PlayerId, } | { "event": "land_played", player: PlayerId, object: ObjectId, } | { "event": "spell_cast", player: PlayerId, object: ObjectId, targets: Array<Array<TargetChoice>>, } | { "event": "ability_activated", player: PlayerId, source: ObjectId, stack_id: ObjectId | null, } | { "event": "ability_triggered", controller: PlayerId, source: ObjectId, trigger: string, } | { "event": "trigger_put_on_stack", controller: PlayerId, source: ObjectId, stack_id: ObjectId, } | { "event": "trigger_removed", stack_id: ObjectId, } | { "event": "mana_added", player: PlayerId, mana: ManaPool, } | { "event": "mana_paid", player: PlayerId, mana: ManaPool, } | { "event": "mana_emptied", player: PlayerId, } | { "event": "cost_paid", player: PlayerId, cost: string, } | { "event": "resolve_started", stack_id: ObjectId, } | { "event": "resolved", stack_id: ObjectId, } | { "event": "countered", stack_id: ObjectId, } | { "event": "target_illegal", stack_id: ObjectId, slot: number, } | { "event": "intervening_if_failed", stack_id: ObjectId, } | { "event": "damage_dealt", source: ObjectId, target: TargetChoice, amount: number, combat: boolean, } | { "event": "damage_prevented", source: ObjectId, target: TargetChoice, amount: number, } | { "event": "life_changed", player: PlayerId, from: number, to: number, } | { "event": "poison_changed", player: PlayerId, from: number, to: number, } | { "event": "counters_changed", object: ObjectId, kind: string, from: number, to: number, } | { "event": "destroyed", object: ObjectId, } | { "event": "regenerated", object: ObjectId, } | { "event": "regeneration_shield", object: ObjectId, } | { "event": "sacrificed", object: ObjectId, } | { "event": "discarded", player: PlayerId, object: ObjectId, } | { "event": "attached", object: ObjectId, to: TargetChoice, } | { "event": "unattached", object: ObjectId, } | { "event": "phased_out", object: ObjectId, indirectly: boolean, } | { "event": "phased_in", object: ObjectId, } | { "event": "token_created", object: ObjectId, } | { "event": "ceased_to_exist", object: ObjectId, } | { "event": "spell_copied", original: ObjectId, copy: ObjectId, } | { "event": "effect_created", description: string, } | { "event": "effects_ended", count: number, } | { "event": "attackers_declared", attackers: Array<[ObjectId, TargetChoice]>, } | { "event": "blockers_declared", blocks: Array<[ObjectId, ObjectId]>, } | { "event": "combat_ended" } | { "event": "removed_from_combat", object: ObjectId, } | { "event": "control_changed", object: ObjectId, from: PlayerId, to: PlayerId, } | { "event": "player_lost", player: PlayerId, reason: string, } | { "event": "team_lost", players: Array<PlayerId>, reason: string, } | { "event": "game_over", winners: Array<PlayerId>, } | { "event": "shortcut_proposed", player: PlayerId, choices: number, } | { "event": "shortcut_answered", player: PlayerId, shorten_at: number | null, } | { "event": "shortcut_taken", player: PlayerId, choices: number, } | { "event": "shortcut_repeated", times: number, choices: number, events: number, rules: Array<RuleCount>, } | { "event": "replaced", what: string, by: ObjectId, } | { "event": "limit_reached", limit: string, asked: number, max: number, } | { "event": "state_based_check", iteration: number, performed: number, } | { "event": "scheme_turned_face_down", object: ObjectId, } | { "event": "turned_face_up", object: ObjectId, } | { "event": "scheme_set_in_motion", object: ObjectId, } | { "event": "decision_requested", player: PlayerId, prompt: string, } | { "event": "shuffled", player: PlayerId, } | { "event": "goal", outcome: GoalOutcome, goal: string, reason: string, } | { "event": "library_searched", player: PlayerId, } | { "event": "note" });

/**
 * A face-down permanent or spell as its controller may look at it (707.5).
 */

export type FaceDownKnown = { id: ObjectId, 
/**
 * The card it is.
 */
name: string, 
/**
 * Its morph cost as the legal actions write it, if it has morph.
 */
morph: string | null, };

/**
 * Where a goal stands.
 */

export type GoalOutcome = "pending" | "met" | "failed";

/**
 * A puzzle's goal as the page shows it.
 */

export type GoalView = { 
/**
 * How the goal is stated.
 */
text: string, 
/**
 * The solver.
 */
player: PlayerId, outcome: GoalOutcome, 
/**
 * Why it was decided, citing the rule that decided it (empty while pending).
 */
reason: string, };

/**
 * A highlight entry, with a label resolved to the object's id now (400.7:
 * following it to its new object after a zone change).
 */

export type HighlightView = { "kind": "object", label: string, object: number | null, } | { "kind": "stack", index: number, object: number | null, } | { "kind": "panel", name: string, };

/**
 * One entry of the timeline.
 */

export type HistoryEntry = { index: number, action: Action, 
/**
 * The first event's text, as a caption.
 */
caption: string, };

/**
 * The layers and sublayers of 613.1 and 613.3, in the order they apply.
 */

export type Layer = "copy" | "control" | "text" | "type" | "color" | "ability" | "pt_defining" | "pt_setting" | "pt_modifying" | "pt_counters" | "pt_switching";

/**
 * One thing the acting player may do, with the choices it needs.
 */

export type LegalAction = { "kind": "pass", player: PlayerId, } | { "kind": "play_land", player: PlayerId, card: ObjectId, name: string, } | { "kind": "suspend", player: PlayerId, card: ObjectId, name: string, time: number, cost: string, } | { "kind": "turn_face_up", player: PlayerId, permanent: ObjectId, name: string, cost: string, sacrifice: SacrificeChoice | null, discard: SacrificeChoice | null, exile: SacrificeChoice | null, return_to_hand: SacrificeChoice | null, tap: SacrificeChoice | null, } | { "kind": "cast", player: PlayerId, card: ObjectId, name: string, options: Array<CastOption>, has_x: boolean, } | { "kind": "activate", player: PlayerId, source: ObjectId, ability: number, text: string, targets: Array<Array<TargetChoice>>, 
/**
 * How many of the target slots must be chosen (the rest are optional).
 */
min_targets: number, 
/**
 * The slots that are "another target": not what an earlier slot chose.
 */
another?: Array<number>, 
/**
 * "X target [nouns]": X is the number of targets chosen (the action's `x`).
 */
x_targets?: boolean, 
/**
 * 601.2d via 602.2b: an amount to divide among the chosen targets
 * (the action's `division`).
 */
divide?: number, mana_ability: boolean, has_x: boolean, 
/**
 * 602.2b: a "sacrifice N [filter]" cost: how many, and which permanents may be named.
 */
sacrifice: SacrificeChoice | null, 
/**
 * 602.2b: a "discard N [filter] cards" cost: how many, and which cards in the hand may be named.
 */
discard: SacrificeChoice | null, 
/**
 * 602.2b: an "exile N [filter] cards from your graveyard" cost: how
 * many, and which cards in the graveyard may be named.
 */
exile: SacrificeChoice | null, 
/**
 * 602.2b: a "return N [filter] you control to their owner's hand"
 * cost: how many, and which permanents may be named.
 */
return_to_hand: SacrificeChoice | null, 
/**
 * 602.2b: a "tap N untapped [filter] you control" cost: how many,
 * and which untapped permanents may be named.
 */
tap: SacrificeChoice | null, 
/**
 * 106.3, 605.3b: a mana ability that adds mana of colours its
 * controller chooses: the choice, named in the action's `adds`.
 */
choose_mana: ManaChoiceOffer | null, 
/**
 * 107.4f: this many of the Phyrexian symbols of its cost are paid
 * with 2 life each (the action's `phyrexian_life`); each number
 * that can be paid is its own entry.
 */
phyrexian_life?: number, } | { "kind": "decide", decision: Decision, };

export type ManaActivation = { source: ObjectId, ability: number, 
/**
 * For an ability that adds mana of a chosen colour (106.3, 605.3b): the
 * mana chosen (auto-pay chooses it; with none named, its first colour).
 */
adds?: ManaPool | null, 
/**
 * For an ability whose cost lets its player choose a number ("Remove
 * any number of storage counters"): that number (601.2b via 602.2b).
 */
x?: number | null, };

/**
 * The colours a mana ability lets its controller choose (106.3): `amount`
 * mana of `colors`, all of one colour when `one_color` (the same shape as
 * the decision `choose_mana`).
 */

export type ManaChoiceOffer = { amount: number, 
/**
 * The amount is the X chosen for the ability's cost ("Remove X storage
 * counters: Add X mana ..."); `amount` is then 0 and the mana is named
 * once X is chosen.
 */
amount_is_x: boolean, colors: Array<Color>, one_color: boolean, };

/**
 * A mana pool or an amount of mana: one count per mana type (106).
 */

export type ManaPool = { white?: number, blue?: number, black?: number, red?: number, green?: number, colorless?: number, };

/**
 * Moves to graveyards at once, on their way through the replacement effects.
 */

export type MoveQueue = { 
/**
 * Objects still to settle, the front one first.
 */
todo: Array<ObjectId>, 
/**
 * Objects settled, with the "would be put into a graveyard" effect chosen
 * for each, if one applies.
 */
settled?: Array<[ObjectId, number | null]>, 
/**
 * The answer to the question the front object waits for, once given.
 */
answer?: number | null, };

/**
 * An object in the game. A card that changes zones becomes a new object with
 * a new id (400.7); the old id stays valid for last known information.
 */

export type ObjectId = number;

/**
 * One part of a cost among several of one kind: the objects that may pay
 * it and how many it takes.
 */

export type PartChoice = { count: number, candidates: Array<ObjectId>, };

/**
 * One choice made during a "pass until": who made it, and whether it was a
 * pass with priority (false: declaring no attackers or no blockers).
 */

export type PassChoice = { player: PlayerId, priority: boolean, 
/**
 * Where it is made: the turn and step.
 */
turn: number, step: Step, };

/**
 * Where a "pass until" ends: the first point, after at least one choice,
 * where a player has priority and every field given matches.
 */

export type PassUntil = { 
/**
 * The player who receives priority there.
 */
player?: PlayerId | null, 
/**
 * The active player there (whose turn it is).
 */
active?: PlayerId | null, 
/**
 * The step (or main phase) there.
 */
step?: Step | null, 
/**
 * The turn number there.
 */
turn?: number | null, };

/**
 * Where playback of a step pauses: at each event, at each state-based check
 * (704.3), at each trigger put on the stack (603.3), or only at the step's end.
 */

export type Pause = "event" | "sba" | "trigger" | "end";

export type PermanentView = { 
/**
 * The first (smallest) id of the entry.
 */
id: ObjectId, 
/**
 * How many objects the entry stands for (1 for a single permanent).
 */
count: number, 
/**
 * Ascending, disjoint ranges of the ids it stands for (`[[id, id]]` for
 * a single permanent), each `[first, last]` or `[first, last, step]`
 * (`IdRange`); docs/playback.md, grouped tokens.
 */
id_ranges: Array<[ObjectId, ObjectId] | [ObjectId, ObjectId, number]>, name: string, owner: PlayerId, controller: PlayerId, types: Array<CardType>, subtypes: Array<string>, 
/**
 * Is every creature type besides `subtypes` (changeling, 702.72a, or an
 * effect that gives all creature types).
 */
every_creature_type: boolean, 
/**
 * A face-down permanent (707.2: a nameless 2/2; which card it is, only
 * its controller may see: `Session::face_down_known`).
 */
face_down: boolean, supertypes: Array<Supertype>, colors: Array<Color>, mana_cost: string | null, text: string, power: number | null, toughness: number | null, loyalty: number | null, 
/**
 * The keywords it has, as rules text writes them ("first strike",
 * "protection from Goblins").
 */
keywords: Array<string>, tapped: boolean, summoning_sick: boolean, counters: { [key in string]: number }, damage: number, attached_to: TargetChoice | null, token: boolean, copy_of: string | null, 
/**
 * Phased out (702.25b): shown, but treated as though it doesn't exist
 * until it phases in.
 */
phased_out?: boolean, 
/**
 * Power and toughness from its copiable values (613.1a: printed, or what
 * a copy effect gave it), before other effects and counters; shown beside
 * `power`/`toughness` to mark them raised or lowered.
 */
base_power?: number | null, base_toughness?: number | null, 
/**
 * Where the power and toughness come from (layer 7, 613.3a–e): each
 * effect and kind of counter that changed them, in the order applied;
 * `base_*` plus the steps' changes equal `power`/`toughness`.
 */
pt_steps?: Array<PtStep>, 
/**
 * What it chose as it entered the battlefield (614.12) or last chose:
 * "the chosen creature type", "the named card", ...
 */
chosen?: Chosen, };

/**
 * One player at the end of a shortcut.
 */

export type PlayerForecast = { player: PlayerId, life: number, hand: number, library: number, graveyard: number, 
/**
 * Permanents this player controls.
 */
permanents: number, };

/**
 * A player, by seat index. Seats are numbered in turn order (101.4 APNAP
 * order starts from the active player and follows this order).
 */

export type PlayerId = number;

export type PlayerView = { id: PlayerId, name: string, life: number, poison: number, mana_pool: ManaPool, 
/**
 * 106.6: mana that may be spent only as its source's ability says,
 * each part with the name of that source.
 */
restricted_mana?: Array<[ManaPool, string]>, library_count: number, hand_count: number, 
/**
 * The hand, when the viewer may see it.
 */
hand: Array<CardView> | null, 
/**
 * The library's cards, when a puzzle lets its solver see them
 * (rules::goal::Knowledge): sorted by name, or top first when
 * `library_in_order`.
 */
library?: Array<CardView> | null, 
/**
 * `library` is in the library's order, top first.
 */
library_in_order?: boolean, 
/**
 * The library's top card, while an ability has it played revealed
 * ("Play with the top card of your library revealed"): seen by every
 * viewer.
 */
library_top?: CardView | null, graveyard: Array<CardView>, exile: Array<CardView>, command: Array<CardView>, lost: boolean, lands_played: number, 
/**
 * Two-Headed Giant: index of the player's team in `teams` (its life and poison are the team's).
 */
team?: number | null, };

/**
 * The predicted result of a shortcut: the game at its end.
 */

export type Prediction = { 
/**
 * Game choices taken.
 */
choices: number, turn: number, step: Step, active: PlayerId, 
/**
 * Who has priority at the end (none once the game is over).
 */
priority: PlayerId | null, 
/**
 * Set when the game ends during the shortcut.
 */
winners?: Array<PlayerId> | null, players: Array<PlayerForecast>, 
/**
 * Objects on the stack at the end.
 */
stack: number, 
/**
 * The same in plain words.
 */
text: string, };

/**
 * A proposed shortcut and where the answers have brought it (716.2a–b).
 */

export type Proposal = { proposer: PlayerId, steps: Array<ShortcutStep>, 
/**
 * How many game choices the sequence holds as proposed (after any early
 * end of a "pass until", see `PassUntil`).
 */
length: number, 
/**
 * How many of them will be taken: `length`, or less once shortened (716.2b).
 * Choices are numbered from 0; a player who shortens at choice k makes the
 * end k (choices 0..k are taken).
 */
end: number, 
/**
 * The last player who shortened it (716.2c).
 */
shortened_by?: PlayerId | null, 
/**
 * Players still to answer, in turn order (716.2b).
 */
to_answer: Array<PlayerId>, 
/**
 * For each "pass until" step in order, the choices it makes.
 */
passes: Array<Array<PassChoice>>, 
/**
 * What the game looks like at the end (716.2a: the predictable result).
 */
prediction: Prediction, };

/**
 * How long a power/toughness change lasts.
 */

export type PtDuration = "while_source_has_it" | "until_end_of_turn" | "until_next_turn" | "next_untap_step" | "while_condition_holds" | "indefinitely" | "counters";

/**
 * One step of layer 7 (613.3) on one object: a continuous effect or the
 * counters that changed its power and toughness (`Game::pt_steps`).
 */

export type PtStep = { 
/**
 * The sublayer: pt_defining (613.3a), pt_setting (613.3b), pt_modifying
 * (613.3c), pt_counters (613.3d) or pt_switching (613.3e).
 */
layer: Layer, 
/**
 * The rule of that sublayer ("613.3c"; 613.4 in today's numbering).
 */
rule: string, 
/**
 * The object whose ability or effect it is; None for counters.
 */
source: ObjectId | null, 
/**
 * That object's name (its last known name if it has left, 608.2b), or
 * the kind of counter ("+1/+1 counter").
 */
source_name: string, 
/**
 * 613.3d: how many counters of that kind; 0 for an effect.
 */
counters?: number, 
/**
 * What this step added to power and toughness (negative: lowered).
 */
power: number, toughness: number, 
/**
 * 613.3a–b: the values it set (its change is then new minus old).
 */
set?: [number, number] | null, duration: PtDuration, };

/**
 * One puzzle of the gallery (`puzzles/`, docs/puzzles.md): a
 * built-in scenario with a goal.
 */

export type PuzzleInfo = { id: string, name: string, author: string, description: string, 
/**
 * The goal as the engine states it (the scenario's `goal.text`, or its own wording).
 */
goal: string, };

/**
 * A Forge puzzle imported for the page: the scenario as JSON text, and each
 * thing that could not be brought over (`pzl::Import::not_brought`).
 */

export type PzlImport = { 
/**
 * The scenario (docs/scenarios.md), pretty-printed JSON.
 */
scenario: string, 
/**
 * What could not be brought over, one line each (`line N: what and why`).
 */
notes: Array<string>, };

/**
 * Where the game resumes once a decision is answered: the answer is handed
 * to exactly this place, and to nothing else.
 */

export type Resume = { "at": "declaration" } | { "at": "trigger_order" } | { "at": "trigger_mode", trigger: number, } | { "at": "trigger_targets", trigger: number, } | { "at": "resolution" } | { "at": "combat_damage" } | { "at": "cleanup_discard" } | { "at": "untap_choice" } | { "at": "untap_limit", from: Array<ObjectId>, } | { "at": "opening_hand" } | { "at": "state_based_actions" } | { "at": "draw_step" } | { "at": "replacement", answers?: Array<number>, action?: Action | null, } | { "at": "cost_moves", action: Action, queue: MoveQueue, 
/**
 * The answers given about the harm its mana abilities cause (rules::payment_harm).
 */
harm?: Array<number>, } | { "at": "replacement_work" } | { "at": "shortcut" } | { "at": "land_play", card: ObjectId, };

/**
 * How many events one rule made (716.1b's summary of a loop).
 */

export type RuleCount = { rule: string, count: number, };

/**
 * The permanents that may be sacrificed (or the cards that may be
 * discarded, exiled or returned) to pay a cost's parts of one kind, and how
 * many must be named in all. The first `count` candidates pay every part
 * together.
 */

export type SacrificeChoice = { count: number, candidates: Array<ObjectId>, 
/**
 * When the cost has several parts of this kind (the Heralds' "a green
 * creature, a white creature, and a blue creature"): each part's own
 * candidates and count, in printed order; the objects named pay them
 * together, each object one part. Empty for a single part.
 */
parts?: Array<PartChoice>, };

export type ScenarioInfo = { id: string, name: string, description: string, };

/**
 * An editable setup of a position and what it leaves out (`Session::export_setup`).
 */

export type SetupExport = { 
/**
 * The setup scenario's JSON text (docs/scenarios.md).
 */
scenario: string, 
/**
 * What the position holds that the setup can't, one plain sentence each
 * (empty when the setup is the whole position).
 */
dropped: Array<string>, };

/**
 * One step of a proposed shortcut (716.2a).
 */

export type ShortcutStep = { "do": Action } | { "repeat": { times: number, steps: Array<ShortcutStep>, } } | { "pass_until": PassUntil };

export type Snapshot = { turn: number, active: PlayerId, step: Step, 
/**
 * Who has priority now (none while a decision is pending or during resolution).
 */
priority: PlayerId | null, players: Array<PlayerView>, battlefield: Array<PermanentView>, 
/**
 * The stack, top first.
 */
stack: Array<StackView>, 
/**
 * Triggered abilities waiting to be put on the stack (603.3), in APNAP order.
 */
waiting_triggers: Array<TriggerView>, pending: Decision | null, winners: Array<PlayerId> | null, combat: Combat | null, 
/**
 * Combat as the board shows it: each attacking creature, what it attacks
 * and the creatures blocking it, with the lethal damage of 510.1c (empty
 * outside combat or before attackers are declared).
 */
attacks?: Array<AttackView>, viewer: PlayerId | null, variant: Variant, 
/**
 * Two-Headed Giant teams (810): shared life (810.4, 810.9) and poison (810.10).
 */
teams?: Array<TeamView>, 
/**
 * A puzzle's goal and where it stands (rules::goal).
 */
goal?: GoalView | null, };

/**
 * One change to a list of a snapshot (the stack, top first; the waiting
 * triggers, in APNAP order): remove `remove` items at `at`, then insert
 * `insert` there. A delta's changes apply in order.
 */

export type Splice<T> = { at: number, remove: number, insert?: Array<T>, };

export type StackKind = "spell" | "activated" | "triggered";

export type StackView = { id: ObjectId, kind: StackKind, controller: PlayerId, source: ObjectId, name: string, text: string, targets: Array<TargetChoice>, 
/**
 * What each target is called, one per target: for an object that has
 * left its zone, what it was (its last known information, 608.2b).
 */
target_names: Array<string>, 
/**
 * One per target: has it left (608.2b: an object that changed zones is a
 * new object, 400.7, so the target is gone; a player who left the game,
 * 800.4)? The page then says "Llanowar Elves, gone".
 */
target_left: Array<boolean>, x: number, copy: boolean, };

/**
 * Phases and steps of a turn (500.1).
 */

export type Step = "untap" | "upkeep" | "draw" | "precombat_main" | "beginning_of_combat" | "declare_attackers" | "declare_blockers" | "first_strike_damage" | "combat_damage" | "end_of_combat" | "postcombat_main" | "end" | "cleanup";

/**
 * What the reader sees of the current step (`current`).
 */

export type StepView = { 
/**
 * 0-based; equal to `count` once every step is played.
 */
index: number, count: number, 
/**
 * Every step is played.
 */
done: boolean, 
/**
 * The reader is playing freely (`leave`); `return_to_step` comes back.
 */
left: boolean, narration: string, highlight: Array<HighlightView>, pause: Pause, ask: AskView | null, };

export type Supertype = "Basic" | "Legendary" | "Snow" | "World" | "Ongoing";

/**
 * A card of the table as a search lists it.
 */

export type TableCardView = { name: string, mana_cost: string | null, type: string, 
/**
 * The printed text (reminder text included), to show as text.
 */
text: string, power: string | null, toughness: string | null, loyalty: string | null, 
/**
 * The set of its first printing, and that printing's date.
 */
set: string, date: string, 
/**
 * "understood", "compiled" or "not compiled" (docs/coverage.md).
 */
status: string, 
/**
 * Why it isn't understood: the unread phrase with its line and column, or the difference.
 */
problem: string | null, 
/**
 * The engine's writing of the compiled form, when it has one.
 */
rendered: string | null, 
/**
 * Can it be played: understood, or written by hand among the built-in cards.
 */
playable: boolean, 
/**
 * Its definition is the built-in, hand-written one (it isn't understood from its text yet).
 */
builtin: boolean, 
/**
 * The card as a scenario carries it (its printed text), when understood.
 */
card: unknown, };

/** A chosen target: a player or an object. */
export type TargetChoice = { player: PlayerId, object?: undefined } | { object: ObjectId, player?: undefined };

/**
 * A Two-Headed Giant team as the page shows it.
 */

export type TeamView = { players: Array<PlayerId>, life: number, poison: number, lost: boolean, 
/**
 * 805.4a: this team's turn it is.
 */
active: boolean, };

/**
 * A card written as rules text, checked as the editor types it.
 */

export type TextCardCheck = { 
/**
 * "understood", "compiled" (reads back differently) or "not compiled".
 */
status: string, 
/**
 * Empty when the card is usable; otherwise each problem naming its field.
 */
problems: Array<string>, 
/**
 * Where reading stopped, when it did in the text.
 */
unread: UnreadAt | null, 
/**
 * The engine's own writing of what it read (when it read the card).
 */
rendered: string | null, };

/**
 * The timeline as the page shows it (`Session::timeline`): the line through
 * the current position (from the start to it, then on along the actions that
 * redo would take), with, at each entry, the other lines that leave from it.
 */

export type Timeline = { 
/**
 * The current position: an index into `line` (0 = the start), which is
 * also the number of actions taken to get here.
 */
current: number, line: Array<TimelineEntry>, };

/**
 * One position on the line: `node` names it for `Session::goto`.
 */

export type TimelineEntry = { node: number, 
/**
 * The number of actions from the start (0 = the start itself).
 */
index: number, 
/**
 * The action's caption ("Start" for the start).
 */
caption: string, 
/**
 * The other lines that leave from this position (not the one `line` goes on along), oldest first.
 */
branches: Array<BranchInfo>, };

/**
 * The snapshot's small top-level fields.
 */

export type Top = { turn: number, active: PlayerId, step: Step, priority: PlayerId | null, pending: Decision | null, winners: Array<PlayerId> | null, combat: Combat | null, 
/**
 * Combat as the board shows it (`Snapshot::attacks`).
 */
attacks?: Array<AttackView>, viewer: PlayerId | null, variant: Variant, teams?: Array<TeamView>, 
/**
 * A puzzle's goal (`Snapshot::goal`).
 */
goal?: GoalView | null, };

export type TriggerView = { id: number, controller: PlayerId, source: ObjectId, source_name: string, text: string, event: string, };

/**
 * One built-in tutorial of the library (`tutorials/`).
 */

export type TutorialInfo = { id: string, title: string, description: string, };

/**
 * Where a card's text stopped being read: its line (1-based, of the text
 * with reminder text and empty lines dropped), column (0-based, in
 * characters) and the phrase from there to the end of its sentence.
 */

export type UnreadAt = { line: number, column: number, phrase: string, 
/**
 * That line (of the normalized text), for showing where in it reading stopped.
 */
line_text: string, };

/**
 * Game variants that state-based actions know about (704.5t–w).
 */

export type Variant = "normal" | "two_headed_giant" | "commander" | "archenemy";

/**
 * 601.2b: a cost part that takes X: which action list names what it takes
 * ("sacrifice", "discard", "exile"; "life" for X life, named by none) and
 * the largest X the player could pay now.
 */

export type XCost = { kind: string, max: number, };

/**
 * The zones of the game (400.1). Library, hand and graveyard belong to a player.
 */

export type Zone = { "zone": "library", "player": PlayerId } | { "zone": "hand", "player": PlayerId } | { "zone": "battlefield" } | { "zone": "graveyard", "player": PlayerId } | { "zone": "stack" } | { "zone": "exile" } | { "zone": "command" };
