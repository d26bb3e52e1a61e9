// TypeScript definitions for the values the page gets from the wasm facade
// (pkg/stackwise.js returns them as plain JSON-shaped objects).

export type PlayerId = number;
export type ObjectId = number;
export type TargetChoice = { player: PlayerId } | { object: ObjectId };
export type Color = "White" | "Blue" | "Black" | "Red" | "Green";
export type CardType = "Artifact" | "Creature" | "Enchantment" | "Instant" | "Land" | "Planeswalker" | "Sorcery" | "Tribal" | "Plane" | "Scheme" | "Vanguard";
export type Supertype = "Basic" | "Legendary" | "Snow" | "World" | "Ongoing";
export type Step =
  | "untap" | "upkeep" | "draw" | "precombat_main" | "beginning_of_combat" | "declare_attackers"
  | "declare_blockers" | "first_strike_damage" | "combat_damage" | "end_of_combat" | "postcombat_main" | "end" | "cleanup";
export type ManaPool = Partial<Record<"white" | "blue" | "black" | "red" | "green" | "colorless", number>>;

export interface Event {
  /** The rule number this change applies, e.g. "704.5g" (several joined by "+"). */
  rule: string;
  /** What happened, in plain words. */
  text: string;
  /** The kind of event, e.g. "zone_changed", "state_based_check"; other fields depend on it. */
  event: string;
  [field: string]: unknown;
}

export interface CardView { id: ObjectId; name: string; mana_cost: string | null; types: CardType[]; text: string }

export interface PlayerView {
  id: PlayerId; name: string; life: number; poison: number; mana_pool: ManaPool;
  library_count: number; hand_count: number;
  /** null when the viewer may not see this hand. */
  hand: CardView[] | null;
  graveyard: CardView[]; exile: CardView[]; command: CardView[];
  lost: boolean; lands_played: number;
  /** Two-Headed Giant: index into Snapshot.teams (life and poison shown are the team's). */
  team?: number;
}

/** A Two-Headed Giant team (810): shared life and poison counters. */
export interface TeamView { players: PlayerId[]; life: number; poison: number; lost: boolean; active: boolean }

export interface PermanentView {
  id: ObjectId;
  /** How many objects this entry stands for (identical tokens are grouped, docs/playback.md, grouped tokens). */
  count: number;
  /** Inclusive, ascending, disjoint [first, last] ranges of the ids it stands for. */
  /** [first, last] (every id between), or [first, last, step] (first, first + step, ..., last). */
  id_ranges: ([ObjectId, ObjectId] | [ObjectId, ObjectId, number])[];
  name: string; owner: PlayerId; controller: PlayerId;
  types: CardType[]; subtypes: string[]; supertypes: Supertype[]; colors: Color[];
  mana_cost: string | null; text: string;
  power: number | null; toughness: number | null; loyalty: number | null;
  keywords: string[]; tapped: boolean; summoning_sick: boolean;
  counters: Record<string, number>; damage: number;
  attached_to: TargetChoice | null; token: boolean; copy_of: string | null;
  /** P/T from the copiable values (613.1a), absent for a non-creature. */
  base_power?: number; base_toughness?: number;
  /** Where P/T come from (layer 7, 613.3a–e); absent when nothing changes them. */
  pt_steps?: PtStep[];
}

export interface PtStep {
  layer: "pt_defining" | "pt_setting" | "pt_modifying" | "pt_counters" | "pt_switching";
  rule: string; source: ObjectId | null; source_name: string; counters?: number;
  power: number; toughness: number; set?: [number, number];
  duration: "while_source_has_it" | "until_end_of_turn" | "indefinitely" | "counters";
}

/** One attacking creature (508.1b, 509.1, 509.2, 510.1c). */
export interface AttackView {
  attacker: ObjectId; target: TargetChoice | null; target_name: string; blocked: boolean;
  blockers: ObjectId[]; order_chosen: boolean; lethal: number[];
}

export interface StackView {
  id: ObjectId; kind: "spell" | "activated" | "triggered"; controller: PlayerId; source: ObjectId;
  name: string; text: string; targets: TargetChoice[]; x: number; copy: boolean;
  /** Per target: its name (last known name if it left, 608.2b) and whether it has left. */
  target_names: string[]; target_left: boolean[];
}

export interface TriggerView { id: number; controller: PlayerId; source: ObjectId; source_name: string; text: string; event: string }

export type Decision = { player: PlayerId; prompt: string; rule: string } & (
  | { decision: "declare_attackers"; candidates: ObjectId[]; defenders: TargetChoice[] }
  | { decision: "declare_blockers"; candidates: ObjectId[]; attackers: ObjectId[] }
  | { decision: "order_triggers"; triggers: number[]; descriptions: string[]; sources: ObjectId[]; events: string[]; targets: string[][] }
  | { decision: "choose_mode"; modes: string[]; legal: number[] }
  | { decision: "order_blockers"; attacker: ObjectId; blockers: ObjectId[] }
  | { decision: "assign_combat_damage"; attacker: ObjectId; power: number; blockers: ObjectId[]; lethal: number[]; trample_to: TargetChoice | null; suggested: number[] }
  | { decision: "choose_cards"; from: ObjectId[]; min: number; max: number }
  | { decision: "choose_object"; candidates: ObjectId[]; optional: boolean; labels?: string[]; none_label?: string }
  | { decision: "choose_targets"; slots: TargetChoice[][]; current: TargetChoice[] }
  /** 616.1: the replacement/prevention effect to apply now; 306.7: redirect to a planeswalker (its id) or not (0). */
  | { decision: "choose_replacement"; options: number[]; descriptions: string[]; event: string }
  /** 716.2b: accept the proposed shortcut or shorten it. */
  | { decision: "shortcut"; proposal: Proposal }
);

/** 716.2a: one step of a shortcut: a choice, a loop, or "everyone passes until". */
export type ShortcutStep =
  | { do: Action }
  | { repeat: { times: number; steps: ShortcutStep[] } }
  | { pass_until: { player?: PlayerId; active?: PlayerId; step?: Step; turn?: number } };

/** One choice a "pass until" makes: a pass at priority, or (priority false) declaring no attackers or blockers. */
export interface PassChoice { player: PlayerId; priority: boolean; turn: number; step: Step }

/** A proposed shortcut (716.2a-b). Choices are numbered from 0 in the order they are taken, loops multiplied out. */
export interface Proposal {
  proposer: PlayerId; steps: ShortcutStep[];
  /** Choices as proposed; `end`: choices that will be taken (less once shortened). */
  length: number; end: number;
  shortened_by?: PlayerId;
  to_answer: PlayerId[];
  /** For each "pass until" step in order, the choices it makes. */
  passes: PassChoice[][];
  prediction: {
    choices: number; turn: number; step: Step; active: PlayerId; priority: PlayerId | null; winners?: PlayerId[];
    players: { player: PlayerId; life: number; hand: number; library: number; graveyard: number; permanents: number }[];
    stack: number; text: string;
  };
}

export interface Combat {
  attackers: [ObjectId, TargetChoice][];
  blocks: [ObjectId, ObjectId][];
  damage_order: Record<string, ObjectId[]>;
  /** 509.1h: attackers that became blocked; they stay blocked when their blockers leave combat (506.4). */
  blocked: ObjectId[];
  /** 508.8: at least one creature was declared as an attacker. */
  declared_any: boolean;
  [field: string]: unknown;
}

export interface Snapshot {
  turn: number; active: PlayerId; step: Step;
  priority: PlayerId | null;
  players: PlayerView[];
  battlefield: PermanentView[];
  /** Top first. */
  stack: StackView[];
  /** Triggered abilities waiting to be put on the stack (603.3), APNAP order. */
  waiting_triggers: TriggerView[];
  pending: Decision | null;
  winners: PlayerId[] | null;
  combat: Combat | null;
  /** Combat as the board shows it; absent outside combat. */
  attacks?: AttackView[];
  viewer: PlayerId | null;
  variant: "normal" | "two_headed_giant" | "commander" | "archenemy";
  /** Two-Headed Giant teams; absent in other variants. */
  teams?: TeamView[];
}

export interface CastOption { mode: number | null; text: string; targets: TargetChoice[][]; min_targets: number; divide: number | null }

export type LegalAction =
  | { kind: "pass"; player: PlayerId }
  | { kind: "play_land"; player: PlayerId; card: ObjectId; name: string }
  | { kind: "cast"; player: PlayerId; card: ObjectId; name: string; options: CastOption[]; has_x: boolean }
  | { kind: "activate"; player: PlayerId; source: ObjectId; ability: number; text: string; targets: TargetChoice[][]; min_targets: number; mana_ability: boolean; has_x: boolean; sacrifice?: { count: number; candidates: ObjectId[] } }
  | { kind: "decide"; decision: Decision };

export type Action =
  | { action: "pass_priority"; player: PlayerId }
  | { action: "play_land"; player: PlayerId; card: ObjectId }
  | { action: "cast_spell"; player: PlayerId; card: ObjectId; targets?: TargetChoice[]; mode?: number; x?: number; mana_abilities?: { source: ObjectId; ability: number }[]; auto_pay?: boolean; division?: number[] }
  | { action: "activate_ability"; player: PlayerId; source: ObjectId; ability: number; targets?: TargetChoice[]; x?: number; mana_abilities?: { source: ObjectId; ability: number }[]; auto_pay?: boolean; sacrifice?: ObjectId[] }
  | { action: "declare_attackers"; player: PlayerId; attackers: { attacker: ObjectId; target: TargetChoice }[] }
  | { action: "declare_blockers"; player: PlayerId; blockers: { blocker: ObjectId; attacker: ObjectId }[] }
  | { action: "order_triggers"; player: PlayerId; order: number[] }
  | { action: "choose_mode"; player: PlayerId; mode: number }
  | { action: "order_blockers"; player: PlayerId; attacker: ObjectId; order: ObjectId[] }
  | { action: "assign_combat_damage"; player: PlayerId; attacker: ObjectId; amounts: number[] }
  | { action: "choose_cards"; player: PlayerId; cards: ObjectId[] }
  | { action: "choose_object"; player: PlayerId; object: ObjectId | null }
  | { action: "choose_targets"; player: PlayerId; targets: TargetChoice[] }
  | { action: "choose_replacement"; player: PlayerId; choice: number }
  | { action: "concede"; player: PlayerId }
  | { action: "propose_shortcut"; player: PlayerId; steps: ShortcutStep[] }
  | { action: "answer_shortcut"; player: PlayerId; shorten_at?: number };

/** The snapshot's small top-level fields. */
export interface Top {
  turn: number; active: PlayerId; step: Step; priority: PlayerId | null;
  pending: Decision | null; winners: PlayerId[] | null; combat: Combat | null; attacks?: AttackView[];
  viewer: PlayerId | null; variant: Snapshot["variant"]; teams?: TeamView[];
}

/**
 * How the viewer's board changed with one event (docs/playback.md, deltas). Apply in order:
 * `battlefield` (rare) replaces the board; the ids in `left` and those of each view in
 * `permanents` are removed from their entries, the views inserted and the board regrouped;
 * `players` replace by id; `stack`, `waiting_triggers` and `top` replace when present.
 * The last delta of an action also carries what changed after its last event.
 */
export interface Delta {
  permanents?: PermanentView[];
  left?: ObjectId[];
  players?: PlayerView[];
  stack?: StackView[];
  waiting_triggers?: TriggerView[];
  top?: Top;
  battlefield?: PermanentView[];
}

/** What `apply` returns: the events and one delta per event (`deltas.length === events.length`). */
export interface Applied { events: Event[]; deltas: Delta[] }
export interface HistoryEntry { index: number; action: Action; caption: string }
export interface ScenarioInfo { id: string; name: string; description: string }
