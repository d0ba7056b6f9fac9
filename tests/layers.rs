//! Layers point one way: no import cycle between the modules of any crate of the workspace
//! (src/, crates/ai, crates/analyze, crates/wasm).
//!
//! Every module's source is read as Rust tokens (proc-macro2's lexer, so comments, doc comments
//! and strings are never mistaken for paths), and every path that names another module of the
//! same crate is an edge: `crate::`, `super::` and `self::` paths anywhere (`use` trees,
//! expressions, macro bodies), and `use` of a child module by its bare name. A path to an item
//! is followed through the `use` that brought it into its module (`crate::Game` is
//! `crate::game::Game`, re-exported at the root), and a path to an exported macro leads to the
//! module that defines it.
//!
//! A module and its submodules are one unit: a child that uses its parent's items (`super::X`),
//! or a parent its child's, is inside that unit and not an edge (a game's `speed` module
//! implements its parent's rules and reads its types; splitting one module's code across files
//! is not a layer). Every other edge joins two siblings, the children of the two modules'
//! nearest common ancestor that hold them (`games::kpe::speed` -> `rng` is `games` -> `rng`
//! among the root's children); the siblings under each module must have no cycle.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type ModPath = Vec<String>;

/// One module: its tokens (its inline child modules taken out), the names its `use`
/// declarations bring in (name -> absolute path), and its children.
#[derive(Default)]
struct Module {
    tokens: Vec<TokenTree>,
    uses: BTreeMap<String, ModPath>,
    children: BTreeSet<String>,
}

/// A crate's modules by absolute path (the root is `[]`), and its exported macros' modules.
#[derive(Default)]
struct Crate {
    modules: BTreeMap<ModPath, Module>,
    macros: BTreeMap<String, ModPath>,
}

/// An edge between two modules, with where it was found.
struct Edge {
    from: ModPath,
    to: ModPath,
    via: String,
}

fn show(path: &[String]) -> String {
    if path.is_empty() {
        "crate".into()
    } else {
        path.join("::")
    }
}

fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

fn ident(t: Option<&TokenTree>) -> Option<String> {
    match t {
        Some(TokenTree::Ident(i)) => Some(i.to_string()),
        _ => None,
    }
}

/// Whether `tokens[i..]` starts with `::`.
fn path_sep(tokens: &[TokenTree], i: usize) -> bool {
    matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && is_punct(tokens.get(i + 1), ':')
}

impl Crate {
    /// Reads the crate whose root file is `root` (lib.rs or main.rs), its file modules from
    /// `read` (path -> source).
    fn load(root: &Path, read: &dyn Fn(&Path) -> Option<String>) -> Crate {
        let mut krate = Crate::default();
        let dir = root.parent().unwrap_or(Path::new("")).to_path_buf();
        let text = read(root).unwrap_or_else(|| panic!("cannot read {}", root.display()));
        let tokens: TokenStream = text.parse().expect("the crate root lexes");
        krate.add(Vec::new(), tokens.into_iter().collect(), &dir, read);
        krate
    }

    /// Adds the module `path` with `tokens`, whose file children live in `dir`.
    fn add(
        &mut self,
        path: ModPath,
        tokens: Vec<TokenTree>,
        dir: &Path,
        read: &dyn Fn(&Path) -> Option<String>,
    ) {
        let mut own = Vec::new();
        let mut children = BTreeSet::new();
        let mut i = 0;
        while i < tokens.len() {
            if ident(tokens.get(i)).as_deref() == Some("macro_rules")
                && is_punct(tokens.get(i + 1), '!')
            {
                if let Some(name) = ident(tokens.get(i + 2)) {
                    self.macros.insert(name, path.clone());
                }
            }
            if ident(tokens.get(i)).as_deref() == Some("mod") {
                if let Some(name) = ident(tokens.get(i + 1)) {
                    let mut child = path.clone();
                    child.push(name.clone());
                    match tokens.get(i + 2) {
                        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                            children.insert(name.clone());
                            let inner = g.stream().into_iter().collect();
                            self.add(child, inner, &dir.join(&name), read);
                            i += 3;
                            continue;
                        }
                        t if is_punct(t, ';') => {
                            children.insert(name.clone());
                            let file = [
                                dir.join(format!("{name}.rs")),
                                dir.join(&name).join("mod.rs"),
                            ]
                            .into_iter()
                            .find_map(|f| read(&f).map(|text| (f, text)));
                            let (file, text) = file.unwrap_or_else(|| {
                                panic!("module {} has no file in {}", show(&child), dir.display())
                            });
                            let inner: TokenStream = text
                                .parse()
                                .unwrap_or_else(|e| panic!("{} lexes: {e}", file.display()));
                            self.add(child, inner.into_iter().collect(), &dir.join(&name), read);
                        }
                        _ => {}
                    }
                }
            }
            own.push(tokens[i].clone());
            i += 1;
        }
        let mut module = Module {
            tokens: own,
            uses: BTreeMap::new(),
            children,
        };
        module.uses = uses(&path, &module);
        self.modules.insert(path, module);
    }

    /// The module that defines what the absolute `path` names: its longest prefix that is a
    /// module, following the `use` that brought the next name in, or to an exported macro.
    fn resolve(&self, path: &[String], depth: u32) -> ModPath {
        let mut at: ModPath = Vec::new();
        for (n, seg) in path.iter().enumerate() {
            let Some(module) = self.modules.get(&at) else {
                return at;
            };
            if module.children.contains(seg) {
                at.push(seg.clone());
                continue;
            }
            if let Some(target) = module.uses.get(seg).filter(|_| depth < 16) {
                let mut next = target.clone();
                next.extend(path[n + 1..].iter().cloned());
                return self.resolve(&next, depth + 1);
            }
            if at.is_empty() {
                if let Some(m) = self.macros.get(seg) {
                    return m.clone();
                }
            }
            return at;
        }
        at
    }

    /// Every edge from a module to another of the crate.
    fn edges(&self) -> Vec<Edge> {
        let mut out = Vec::new();
        for (from, module) in &self.modules {
            for path in paths(from, module) {
                let to = self.resolve(&path, 0);
                if &to != from {
                    out.push(Edge {
                        from: from.clone(),
                        to,
                        via: show(&path),
                    });
                }
            }
        }
        out
    }

    /// The cycles among siblings: for each module whose children form one, the cycle's
    /// modules and the edges that make it.
    fn cycles(&self) -> Vec<String> {
        // Per parent: sibling -> sibling -> an example edge.
        let mut graphs: BTreeMap<ModPath, BTreeMap<String, BTreeMap<String, String>>> =
            BTreeMap::new();
        for e in self.edges() {
            let common = e.from.iter().zip(&e.to).take_while(|(a, b)| a == b).count();
            // One within the other (a child and its ancestor): inside one unit.
            let (Some(a), Some(b)) = (e.from.get(common), e.to.get(common)) else {
                continue;
            };
            graphs
                .entry(e.from[..common].to_vec())
                .or_default()
                .entry(a.clone())
                .or_default()
                .entry(b.clone())
                .or_insert_with(|| format!("{} uses {}", show(&e.from), e.via));
        }
        let mut found = Vec::new();
        for (parent, graph) in &graphs {
            for scc in strongly_connected(graph) {
                if scc.len() > 1 {
                    let why: Vec<&str> = scc
                        .iter()
                        .flat_map(|a| {
                            graph[a]
                                .iter()
                                .filter(|(b, _)| scc.contains(*b))
                                .map(|(_, why)| why.as_str())
                        })
                        .collect();
                    found.push(format!(
                        "in {}: {} ({})",
                        show(parent),
                        scc.join(" <-> "),
                        why.join("; ")
                    ));
                }
            }
        }
        found
    }
}

/// The names the module's `use` declarations bring in, as absolute paths (those of this
/// crate: `crate::`, `super::`, `self::`, or a child module).
fn uses(here: &[String], module: &Module) -> BTreeMap<String, ModPath> {
    let mut out = BTreeMap::new();
    for (tree, alias) in use_trees(here, module) {
        if let Some(name) = alias.or_else(|| tree.last().cloned()) {
            out.insert(name, tree);
        }
    }
    out
}

/// The paths of the module's `use` declarations (absolute), each with its alias.
fn use_trees(here: &[String], module: &Module) -> Vec<(ModPath, Option<String>)> {
    let mut out = Vec::new();
    let t = &module.tokens;
    for i in 0..t.len() {
        if ident(t.get(i)).as_deref() == Some("use") {
            let end = (i..t.len())
                .find(|&j| is_punct(t.get(j), ';'))
                .unwrap_or(t.len());
            let mut trees = Vec::new();
            use_tree(&t[i + 1..end], Vec::new(), &mut trees);
            for (path, alias) in trees {
                if let Some(abs) = absolute(here, module, &path) {
                    out.push((abs, alias));
                }
            }
        }
    }
    out
}

/// The leaves of a `use` tree (`a::{b, c::d as e}`) after `prefix`, each with its alias.
fn use_tree(tokens: &[TokenTree], prefix: ModPath, out: &mut Vec<(ModPath, Option<String>)>) {
    let mut path = prefix;
    let mut i = 0;
    if path_sep(tokens, 0) {
        i = 2;
    }
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Ident(id) if id == "as" => {
                out.push((path, ident(tokens.get(i + 1))));
                return;
            }
            TokenTree::Ident(id) => path.push(id.to_string()),
            TokenTree::Punct(p) if p.as_char() == '$' => {}
            TokenTree::Punct(p) if p.as_char() == '*' => return,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                for item in inner.split(|t| is_punct(Some(t), ',')) {
                    if !item.is_empty() {
                        use_tree(item, path.clone(), out);
                    }
                }
                return;
            }
            _ => return,
        }
        if path_sep(tokens, i + 1) {
            i += 3;
        } else {
            break;
        }
    }
    if path.last().map(String::as_str) == Some("self") {
        path.pop();
    }
    out.push((path, None));
}

/// `path` as seen from module `here` made absolute, when it is of this crate.
fn absolute(here: &[String], module: &Module, path: &[String]) -> Option<ModPath> {
    let first = path.first()?;
    let mut at: ModPath = here.to_vec();
    let rest = match first.as_str() {
        "crate" => {
            at.clear();
            &path[1..]
        }
        "self" => &path[1..],
        "super" => {
            let mut rest = path;
            while rest.first().map(String::as_str) == Some("super") {
                at.pop()?;
                rest = &rest[1..];
            }
            rest
        }
        name if module.children.contains(name) => path,
        _ => return None,
    };
    at.extend(rest.iter().cloned());
    Some(at)
}

/// Every path of this crate the module's code names: its `use` trees, and every path
/// starting `crate::`, `$crate::`, `super::` or `self::` in its tokens (macro bodies included).
fn paths(here: &[String], module: &Module) -> Vec<ModPath> {
    let mut out: Vec<ModPath> = use_trees(here, module)
        .into_iter()
        .map(|(p, _)| p)
        .collect();
    let mut flat = Vec::new();
    flatten(&module.tokens, &mut flat);
    let mut i = 0;
    while i < flat.len() {
        let start = ident(flat.get(i));
        let starts_path =
            matches!(start.as_deref(), Some("crate" | "super" | "self")) && path_sep(&flat, i + 1);
        if starts_path {
            let mut path = vec![start.unwrap_or_default()];
            let mut j = i + 1;
            while path_sep(&flat, j) {
                match ident(flat.get(j + 2)) {
                    Some(seg) => path.push(seg),
                    None => break,
                }
                j += 3;
            }
            if let Some(abs) = absolute(here, module, &path) {
                out.push(abs);
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// The tokens with every group opened, its delimiters dropped.
fn flatten(tokens: &[TokenTree], out: &mut Vec<TokenTree>) {
    for t in tokens {
        match t {
            TokenTree::Group(g) => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                flatten(&inner, out);
                // A delimiter's end stops a path.
                out.push(TokenTree::Punct(proc_macro2::Punct::new(
                    ';',
                    Spacing::Alone,
                )));
            }
            t => out.push(t.clone()),
        }
    }
}

/// Tarjan's strongly connected components of a graph given by its edges.
fn strongly_connected(graph: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        graph: &'a BTreeMap<String, BTreeMap<String, String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flat_map(|m| m.keys()) {
            if !s.index.contains_key(w.as_str()) {
                visit(s, w);
                let lw = s.low[w.as_str()];
                let lv = s.low[v];
                s.low.insert(v, lv.min(lw));
            } else if s.on_stack.contains(w.as_str()) {
                let iw = s.index[w.as_str()];
                let lv = s.low[v];
                s.low.insert(v, lv.min(iw));
            }
        }
        if s.low[v] == s.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                scc.push(w.to_string());
                if w == v {
                    break;
                }
            }
            scc.sort();
            s.out.push(scc);
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

fn from_disk(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

#[test]
fn no_crate_has_an_import_cycle() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let crates = [
        "src/lib.rs",
        "crates/ai/src/lib.rs",
        "crates/analyze/src/lib.rs",
        "crates/analyze/src/main.rs",
        "crates/wasm/src/lib.rs",
    ];
    let mut cycles = Vec::new();
    for file in crates {
        let krate = Crate::load(&root.join(file), &from_disk);
        let edges = krate.edges().len();
        let found = krate.cycles();
        println!(
            "{file}: {} modules, {edges} edges to other modules, {} cycles",
            krate.modules.len(),
            found.len()
        );
        cycles.extend(found.into_iter().map(|c| format!("{file}: {c}")));
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

/// The check finds the cycles it is for: through `use`, a root re-export, a path in an
/// expression, a macro, and between grandchildren; and not a child using its parent.
#[test]
fn the_check_finds_cycles() {
    let files: BTreeMap<&str, &str> = BTreeMap::from([
        (
            "lib.rs",
            "mod a; mod b; mod c; mod d; pub use b::Thing; // crate::d::x in a comment",
        ),
        ("a.rs", "use crate::Thing; fn f() { crate::c::g(); }"),
        ("b.rs", "pub struct Thing; fn f() { super::a::f(); }"),
        (
            "c.rs",
            "#[macro_export] macro_rules! m { () => {} } fn g() { let s = \"crate::d::x\"; }",
        ),
        ("d.rs", "mod inner; fn h() { crate::m!(); } pub fn x() {}"),
        (
            "d/inner.rs",
            "use super::x; fn k() { super::super::d::x(); }",
        ),
    ]);
    let read = |p: &Path| files.get(p.to_str()?).map(|s| s.to_string());
    let krate = Crate::load(Path::new("lib.rs"), &read);
    let cycles = krate.cycles();
    assert_eq!(cycles.len(), 1, "{cycles:?}");
    assert!(cycles[0].starts_with("in crate: a <-> b ("), "{cycles:?}");
    // d uses c's macro; nothing uses d (the string and the comment are not paths).
    let edges: BTreeSet<(String, String)> = krate
        .edges()
        .into_iter()
        .map(|e| (show(&e.from), show(&e.to)))
        .collect();
    assert!(edges.contains(&("d".into(), "c".into())), "{edges:?}");
    assert!(
        !edges
            .iter()
            .any(|(from, to)| to == "d" && !from.starts_with('d')),
        "{edges:?}"
    );
}
