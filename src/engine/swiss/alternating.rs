//! Alternating paths in a general graph (Edmonds' cardinality blossom search), used by the
//! R-S16 step: with the optimal duals and no blossom dual left, a pair can be forced into an
//! optimum iff, after forcing it, the two players left single can be re-paired along an
//! alternating path of tight pairs.

const NONE: usize = usize::MAX;

/// Searches an alternating path from `from` to `to` (both single in `mate`; every other vertex
/// of `verts` matched within `verts`) using edges of `adj` between vertices with `allowed`
/// set. On success flips the path in `mate` (now `from` and `to` are matched too) and returns
/// true; otherwise leaves `mate` unchanged. `O(|verts| * (|verts| + edges))` worst case.
pub(crate) fn augment_between(
    adj: &[Vec<usize>],
    allowed: &[bool],
    verts: &[usize],
    mate: &mut [usize],
    from: usize,
    to: usize,
) -> bool {
    let n = adj.len();
    let mut used = vec![false; n];
    let mut parent = vec![NONE; n];
    let mut base: Vec<usize> = (0..n).collect();
    let mut queue = std::collections::VecDeque::new();
    used[from] = true;
    queue.push_back(from);
    while let Some(v) = queue.pop_front() {
        for &u in &adj[v] {
            if !allowed[u] || base[v] == base[u] || mate[v] == u {
                continue;
            }
            if u == from || (mate[u] != NONE && parent[mate[u]] != NONE) {
                let cur = lca(&base, mate, &parent, from, v, u);
                let mut blossom = vec![false; n];
                mark_path(&mut blossom, &base, mate, &mut parent, v, cur, u);
                mark_path(&mut blossom, &base, mate, &mut parent, u, cur, v);
                for &i in verts {
                    if blossom[base[i]] {
                        base[i] = cur;
                        if !used[i] {
                            used[i] = true;
                            queue.push_back(i);
                        }
                    }
                }
            } else if parent[u] == NONE {
                parent[u] = v;
                if u == to {
                    let mut x = u;
                    while x != NONE {
                        let px = parent[x];
                        let ppx = mate[px];
                        mate[x] = px;
                        mate[px] = x;
                        x = ppx;
                    }
                    return true;
                }
                if mate[u] == NONE {
                    continue; // another single vertex: not allowed by the caller
                }
                used[mate[u]] = true;
                queue.push_back(mate[u]);
            }
        }
    }
    false
}

fn lca(base: &[usize], mate: &[usize], parent: &[usize], root: usize, a: usize, b: usize) -> usize {
    let mut seen = vec![false; base.len()];
    let mut a = a;
    loop {
        a = base[a];
        seen[a] = true;
        if a == root || mate[a] == NONE {
            break;
        }
        a = parent[mate[a]];
    }
    let mut b = b;
    loop {
        b = base[b];
        if seen[b] {
            return b;
        }
        b = parent[mate[b]];
    }
}

fn mark_path(
    blossom: &mut [bool],
    base: &[usize],
    mate: &[usize],
    parent: &mut [usize],
    v: usize,
    b: usize,
    child: usize,
) {
    let (mut v, mut child) = (v, child);
    while base[v] != b {
        blossom[base[v]] = true;
        blossom[base[mate[v]]] = true;
        parent[v] = child;
        child = mate[v];
        v = parent[mate[v]];
    }
}
