// The language packs (www/element/lang/): every word of English in every other pack, with the
// same slots; any BCP 47 tag falls back to a pack we have (`fr-CA` is French, an unknown tag
// English); a pack is loaded when first asked for; numbers follow the pack's locale. Plain Node.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LANGS, langOf, loadLessonWords, loadPack, pickLang, translator } from "../../www/element/i18n.js";
import * as en from "../../www/element/lang/en.js";
import { lessons as enLessons } from "../../www/element/lang/lessons/en.js";

const slots = (template) => new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

test("every key of English is in every pack, as a template with the same slots or a function", async () => {
  assert.deepEqual(LANGS, ["en", "fr", "km", "ar"]);
  for (const lang of LANGS) {
    const pack = await loadPack(lang);
    assert.ok(pack.dir === "ltr" || pack.dir === "rtl", `${lang}: dir`);
    assert.ok(new Intl.NumberFormat(pack.locale).format(1), `${lang}: locale`);
    const missing = Object.keys(en.words).filter((k) => !(k in pack.words));
    assert.deepEqual(missing, [], `${lang} lacks these words`);
    const extra = Object.keys(pack.words).filter((k) => !(k in en.words));
    assert.deepEqual(extra, [], `${lang} has words English does not`);
    for (const [key, word] of Object.entries(en.words)) {
      const theirs = pack.words[key];
      if (typeof word === "string" && typeof theirs === "string") {
        assert.deepEqual(slots(theirs), slots(word), `${lang}: the slots of ${key}`);
      } else assert.equal(typeof theirs, typeof word === "string" ? "function" : typeof word, `${lang}: ${key}`);
    }
  }
});

test("the Khmer and Arabic packs are written in their own scripts, not English", async () => {
  const script = { km: /\p{Script=Khmer}/u, ar: /\p{Script=Arabic}/u };
  for (const [lang, letters] of Object.entries(script)) {
    const pack = await loadPack(lang);
    // words that are names, symbols or English proper names in every language
    const same = Object.keys(en.words).filter((k) => typeof en.words[k] === "string" && pack.words[k] === en.words[k]);
    assert.deepEqual(
      same.filter((k) => /[a-z]{3}/i.test(en.words[k].replace(/\{\w+\}/g, ""))),
      [],
      `${lang}: words left in English`,
    );
    const t = translator(lang);
    for (const key of ["turn", "over.win", "refuse.empty", "said.sow", "demo.rules"])
      assert.match(t(key, { player: "X", place: "Y" }), letters, `${lang}: ${key}`);
  }
  assert.equal((await loadPack("ar")).dir, "rtl");
  assert.equal((await loadPack("km")).dir, "ltr");
});

test("a BCP 47 tag falls back to the pack of its language, an unknown one to English", () => {
  assert.equal(langOf("fr-CA"), "fr");
  assert.equal(langOf("FR-ca"), "fr");
  assert.equal(langOf("ar-DZ"), "ar");
  assert.equal(langOf("ar-Arab-DZ-u-nu-arab"), "ar");
  assert.equal(langOf("km-KH"), "km");
  assert.equal(langOf("de-CH"), null);
  assert.equal(langOf("not a tag!"), null);
  assert.equal(langOf(""), null);
  assert.equal(pickLang("fr-CA"), "fr");
  assert.equal(pickLang("ar-DZ"), "ar");
  assert.equal(pickLang("zz"), "en"); // Node's navigator has no languages we know: English
  assert.equal(pickLang(null), "en");
});

test("a pack is loaded when first asked for; until then its translator speaks English", async () => {
  const fresh = await import(`../../www/element/i18n.js?fresh=${Date.now()}`);
  assert.deepEqual(Object.keys(fresh.tables), ["en"]);
  assert.equal(fresh.translator("fr")("demo.rules"), "How to play");
  await fresh.loadPack("fr");
  assert.equal(fresh.translator("fr")("demo.rules"), "Comment jouer");
  assert.ok(!("km" in fresh.tables));
  assert.equal(fresh.translator("xx").lang, "en");
});

test("the embedder's strings replace a pack's words; a name put at a sentence's start is capitalised", async () => {
  await loadPack("fr");
  const t = translator("fr", { "demo.rules": "Règles du jeu" });
  assert.equal(t("demo.rules"), "Règles du jeu");
  assert.equal(t("refuse.empty", { place: t("hole.kpe", { n: 3 }) }), "Case 3 est vide.");
  assert.equal(t("said.hint", { move: t("hole.kpe", { n: 3 }) }), "Conseil\u00a0: case 3.");
  assert.equal(translator("en")("counters.kpe", { n: 0 }), "no stones");
  assert.equal(t("counters.kpe", { n: 0 }), "aucune pierre");
  assert.equal(t("counters.bay-khom", { n: 0 }), "aucun coquillage");
});

test("numbers put in words are written by Intl.NumberFormat of the pack's locale", async () => {
  const ar = await loadPack("ar");
  const t = translator("ar");
  assert.equal(t("round", { n: 12 }), `الجولة ${new Intl.NumberFormat(ar.locale).format(12)}`);
  assert.equal(t("round", { n: 12 }), "الجولة 12"); // Algeria's digits, as the board draws them
  assert.equal(translator("en")("round", { n: 12345 }), "Round 12345");
});

test("Arabic counts: one, two, 3 to 10 in the plural, from 11 the noun alone (never 'one' after a number)", async () => {
  await loadPack("ar");
  const t = translator("ar");
  assert.equal(t("counters.bay-khom", { n: 1 }), "صدفة واحدة");
  assert.equal(t("counters.bay-khom", { n: 2 }), "صدفتان");
  assert.equal(t("counters.bay-khom", { n: 3 }), "3 أصداف");
  assert.equal(t("counters.bay-khom", { n: 34 }), "34 صدفة");
  assert.equal(t("counters.kpe", { n: 12 }), "12 حجرًا");
});

test("every pack has the rules and the lessons of every game, step for step and rule for rule", async () => {
  for (const lang of LANGS) {
    const pack = await loadPack(lang);
    assert.deepEqual(Object.keys(pack.rules ?? {}), Object.keys(en.rules), `${lang}: the games' rules`);
    for (const [game, r] of Object.entries(en.rules)) {
      const theirs = pack.rules[game];
      assert.ok(theirs.intro, `${lang} ${game}: an intro`);
      assert.deepEqual(Object.keys(theirs.sources), Object.keys(r.sources), `${lang} ${game}: the sources`);
      assert.deepEqual(
        theirs.rules.map(([, source]) => source),
        r.rules.map(([, source]) => source),
        `${lang} ${game}: each rule with its source`,
      );
    }
    // the lessons' words, a module of their own per language (lang/lessons/*.js), with every key of English's
    const lessons = await loadLessonWords(lang);
    assert.ok(!("lessons" in pack), `${lang}: the lessons' words are not in the pack a first game loads`);
    assert.deepEqual(Object.keys(lessons), Object.keys(enLessons), `${lang}: the lessons`);
    for (const [game, steps] of Object.entries(enLessons)) {
      assert.equal(lessons[game].length, steps.length, `${lang} ${game}: the lesson's steps`);
      lessons[game].forEach((step, i) => {
        assert.deepEqual(Object.keys(step), Object.keys(steps[i]), `${lang} ${game} step ${i + 1}: the fields of English's`);
        for (const field of ["title", "text", "hint", "done"]) assert.ok(step[field], `${lang} ${game} step ${i + 1}: ${field}`);
      });
    }
  }
  // a lesson's words through the translator, with the pack's typography
  await loadPack("fr");
  assert.match(translator("fr").lesson("kpe", 0, "text"), /Vous jouez Sud\u00a0:/);
  assert.match(translator("km").lesson("siryu", 6, "title"), /\p{Script=Khmer}/u);
});
