//! Metadata MLIR imports as attributes of memory ops: TBAA access tags (with their type
//! descriptors and roots), alias scopes and their domains, access groups. Distinct nodes
//! become `distinct[N]<>` identifiers (the printer renumbers them in print order, as MLIR).

use descent_ir::Attribute;

use crate::ast::Md;
use crate::import::{md_int, Importer};
use crate::types::quote;

type R<T> = Result<T, String>;

impl Importer<'_> {
    fn md_key(m: &Md) -> Option<String> {
        match m {
            Md::Ref(r) => Some(r.clone()),
            _ => None,
        }
    }

    fn cached(&self, kind: &str, m: &Md) -> Option<Attribute> {
        Self::md_key(m).and_then(|k| self.md_attrs.get(&format!("{kind}:{k}")).copied())
    }

    fn remember(&mut self, kind: &str, m: &Md, a: Attribute) {
        if let Some(k) = Self::md_key(m) {
            self.md_attrs.insert(format!("{kind}:{k}"), a);
        }
    }

    fn distinct_id(&mut self) -> String {
        self.distinct_count += 1;
        format!("distinct[{}]<>", self.distinct_count - 1)
    }

    /// `!tbaa !N`: an access tag.
    pub(crate) fn tbaa_tag(&mut self, m: &Md) -> R<Option<Attribute>> {
        if let Some(a) = self.cached("tag", m) {
            return Ok(Some(a));
        }
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        if elems.len() < 3 || elems.len() > 4 {
            return Ok(None);
        }
        let Some(base) = self.tbaa_type(&elems[0])? else { return Ok(None) };
        let Some(access) = self.tbaa_type(&elems[1])? else { return Ok(None) };
        let Some(offset) = md_int(&elems[2]) else { return Ok(None) };
        let constant = elems.get(3).and_then(md_int).is_some_and(|c| c != 0);
        let text = format!(
            "#llvm.tbaa_tag<base_type = {}, access_type = {}, offset = {offset}{}>",
            self.attr_text(base),
            self.attr_text(access),
            if constant { ", constant = true" } else { "" }
        );
        let a = self.attr(&text)?;
        self.remember("tag", m, a);
        Ok(Some(a))
    }

    pub(crate) fn attr_text(&self, a: Attribute) -> String {
        descent_text::print::attrs::attr_to_string(self.ctx, a)
    }

    /// A TBAA root or type descriptor node.
    fn tbaa_type(&mut self, m: &Md) -> R<Option<Attribute>> {
        if let Some(a) = self.cached("type", m) {
            return Ok(Some(a));
        }
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        let text = if elems.len() <= 1 {
            match elems.first().map(|e| self.md_string(e)) {
                Some(Some(id)) => format!("#llvm.tbaa_root<id = {}>", quote(&id)),
                Some(None) => return Ok(None),
                None => "#llvm.tbaa_root".to_string(),
            }
        } else {
            let Some(id) = self.md_string(&elems[0]) else { return Ok(None) };
            if elems.len() % 2 != 1 {
                return Ok(None);
            }
            let mut members = Vec::new();
            for pair in elems[1..].chunks(2) {
                let Some(t) = self.tbaa_type(&pair[0])? else { return Ok(None) };
                let Some(off) = md_int(&pair[1]) else { return Ok(None) };
                members.push(format!("<{}, {off}>", self.attr_text(t)));
            }
            format!("#llvm.tbaa_type_desc<id = {}, members = {{{}}}>", quote(&id), members.join(", "))
        };
        let a = self.attr(&text)?;
        self.remember("type", m, a);
        Ok(Some(a))
    }

    /// `!alias.scope`/`!noalias`: a list of scopes (or one scope).
    pub(crate) fn alias_scopes(&mut self, m: &Md) -> R<Option<Attribute>> {
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        let mut scopes = Vec::new();
        for e in &elems {
            match self.alias_scope(e)? {
                Some(a) => scopes.push(a),
                None => return Ok(None),
            }
        }
        Ok(Some(self.ctx.array_attr(&scopes)))
    }

    fn alias_scope(&mut self, m: &Md) -> R<Option<Attribute>> {
        if let Some(a) = self.cached("scope", m) {
            return Ok(Some(a));
        }
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        if elems.len() < 2 {
            return Ok(None);
        }
        let Some(domain) = self.alias_domain(&elems[1])? else { return Ok(None) };
        let id = self.distinct_id();
        let desc = elems.get(2).and_then(|d| self.md_string(d));
        let text = format!(
            "#llvm.alias_scope<id = {id}, domain = {}{}>",
            self.attr_text(domain),
            desc.map(|d| format!(", description = {}", quote(&d))).unwrap_or_default()
        );
        let a = self.attr(&text)?;
        self.remember("scope", m, a);
        Ok(Some(a))
    }

    fn alias_domain(&mut self, m: &Md) -> R<Option<Attribute>> {
        if let Some(a) = self.cached("domain", m) {
            return Ok(Some(a));
        }
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        let id = self.distinct_id();
        let desc = elems.get(1).and_then(|d| self.md_string(d));
        let text = format!(
            "#llvm.alias_scope_domain<id = {id}{}>",
            desc.map(|d| format!(", description = {}", quote(&d))).unwrap_or_default()
        );
        let a = self.attr(&text)?;
        self.remember("domain", m, a);
        Ok(Some(a))
    }

    /// `!llvm.access.group`: one group (an empty distinct node) or a list of groups.
    pub(crate) fn access_groups(&mut self, m: &Md) -> R<Option<Attribute>> {
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        if elems.is_empty() {
            let Some(g) = self.access_group(m)? else { return Ok(None) };
            return Ok(Some(self.ctx.array_attr(&[g])));
        }
        let mut groups = Vec::new();
        for e in &elems {
            match self.access_group(e)? {
                Some(g) => groups.push(g),
                None => return Ok(None),
            }
        }
        Ok(Some(self.ctx.array_attr(&groups)))
    }

    pub(crate) fn access_group(&mut self, m: &Md) -> R<Option<Attribute>> {
        if let Some(a) = self.cached("group", m) {
            return Ok(Some(a));
        }
        let Some(Md::Tuple { elems, distinct: true }) = self.md_node(m) else { return Ok(None) };
        if !elems.is_empty() {
            return Ok(None);
        }
        let id = self.distinct_id();
        let a = self.attr(&format!("#llvm.access_group<id = {id}>"))?;
        self.remember("group", m, a);
        Ok(Some(a))
    }
}
