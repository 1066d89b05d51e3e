//! The pending states of tree exploration, in the order a search strategy takes them.
//!
//! Depth first and breadth first are a double-ended queue. KLEE's random path picks a state
//! with probability 2^-depth (a random walk down the execution tree, whose forks are binary);
//! here the states are kept in buckets by depth, so a pick weighs the few shallowest buckets
//! (deeper ones weigh less than 2^-64 of the shallowest) instead of every pending state, and
//! the deepest state — depth first's next — is the last of the deepest bucket. Interleaving
//! the two, as KLEE's default searcher does, keeps depth first's progress on long paths while
//! a loop that depth first would unroll forever (a `while (nondet())` reading input) cannot
//! starve the rest of the tree.

use std::collections::{BTreeMap, VecDeque};

use crate::explore::Strategy;
use crate::state::State;

/// Buckets deeper than the shallowest by this much weigh nothing in a random-path pick.
const WEIGHED_DEPTHS: u32 = 64;

pub(crate) enum Pending {
    Queue(VecDeque<State>),
    ByDepth {
        buckets: BTreeMap<u32, Vec<State>>,
        len: usize,
        /// Interleaved: whether the next pick is depth first's.
        deep_turn: bool,
    },
}

impl Pending {
    pub(crate) fn new(strategy: Strategy, initial: State) -> Pending {
        match strategy {
            Strategy::Dfs | Strategy::Bfs => Pending::Queue(VecDeque::from([initial])),
            Strategy::RandomPath | Strategy::Interleaved => {
                let mut p = Pending::ByDepth { buckets: BTreeMap::new(), len: 0, deep_turn: true };
                p.push(initial);
                p
            }
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Pending::Queue(q) => q.len(),
            Pending::ByDepth { len, .. } => *len,
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn push(&mut self, state: State) {
        match self {
            Pending::Queue(q) => q.push_back(state),
            Pending::ByDepth { buckets, len, .. } => {
                buckets.entry(state.depth).or_default().push(state);
                *len += 1;
            }
        }
    }

    /// The next state to explore, or `None` when nothing is pending.
    pub(crate) fn pop(&mut self, strategy: Strategy, rng: &mut u64) -> Option<State> {
        match self {
            Pending::Queue(q) => match strategy {
                Strategy::Bfs => q.pop_front(),
                _ => q.pop_back(),
            },
            Pending::ByDepth { buckets, len, deep_turn } => {
                let deep = match strategy {
                    Strategy::Interleaved => {
                        *deep_turn = !*deep_turn;
                        !*deep_turn
                    }
                    _ => false,
                };
                let depth = if deep { *buckets.keys().next_back()? } else { random_depth(buckets, rng)? };
                let bucket = buckets.get_mut(&depth)?;
                let i = if deep { bucket.len() - 1 } else { (next_random(rng) % bucket.len() as u64) as usize };
                let state = bucket.swap_remove(i);
                if bucket.is_empty() {
                    buckets.remove(&depth);
                }
                *len -= 1;
                Some(state)
            }
        }
    }

    /// KLEE's memory cap: drops about half of the pending states at random, always keeping
    /// the one depth first takes next. Returns how many were dropped.
    pub(crate) fn drop_half(&mut self, rng: &mut u64) -> u64 {
        let before = self.len();
        match self {
            Pending::Queue(q) => {
                let mut i = 0;
                q.retain(|_| {
                    i += 1;
                    i == before || next_random(rng) & 1 == 0
                });
            }
            Pending::ByDepth { buckets, len, .. } => {
                let deepest = buckets.keys().next_back().copied();
                for (&depth, bucket) in buckets.iter_mut() {
                    let n = bucket.len();
                    let mut i = 0;
                    bucket.retain(|_| {
                        i += 1;
                        (Some(depth) == deepest && i == n) || next_random(rng) & 1 == 0
                    });
                }
                buckets.retain(|_, b| !b.is_empty());
                *len = buckets.values().map(Vec::len).sum();
            }
        }
        (before - self.len()) as u64
    }

    /// Gives up the pending states without freeing them one by one (a deep search's millions
    /// of states take seconds to free, after a limit has already been reached).
    pub(crate) fn forget(self) {
        std::mem::forget(self);
    }
}

/// A depth with probability proportional to its bucket's size times 2^-(depth - shallowest).
fn random_depth(buckets: &BTreeMap<u32, Vec<State>>, rng: &mut u64) -> Option<u32> {
    let (&min, _) = buckets.iter().next()?;
    let weighed = || buckets.range(min..min.saturating_add(WEIGHED_DEPTHS));
    let weight = |d: u32, n: usize| n as f64 * 0.5f64.powi((d - min) as i32);
    let total: f64 = weighed().map(|(&d, b)| weight(d, b.len())).sum();
    let mut x = (next_random(rng) >> 11) as f64 / (1u64 << 53) as f64 * total;
    let mut last = min;
    for (&d, b) in weighed() {
        let w = weight(d, b.len());
        if x < w {
            return Some(d);
        }
        x -= w;
        last = d;
    }
    Some(last)
}

/// xorshift64.
fn next_random(rng: &mut u64) -> u64 {
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    *rng
}
