#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Reads `gpu-advisor export --xlsx/--csv` back as a spreadsheet program would (openpyxl) and checks:
numeric cells are numbers, headers name their units, the CSV is data (numbers without grouping or "~",
ISO dates), and the cost model's formulas, recomputed here (openpyxl does not evaluate), give the totals
the engine reports in `recommend --format json` - also after an input cell is changed, so a formula
that ignores its inputs fails.

Usage: tst_xlsxexport.py GPU_ADVISOR SCENARIO_DIR
"""
import csv
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import openpyxl

BINARY = ""
SCENARIOS = ""
UNIT = re.compile(r"[(（]([^()（）]+)[)）]$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# The note on the cost model's discount cell, in the workbook's language: customers say the share paid (8 折).
DISCOUNT_NOTE = {
    "en": "Type the discount as the share off the list price, in percent: 20 means 20 % off, a price at 80 % of "
          "the list price. Type 0 for no discount.",
    "zh_CN": "按比官网价优惠的百分比填写：填 20 表示优惠 20%，即官网价 8 折（不要填 80）。无优惠填 0。",
}
# By the discount column's header (its language): the price source column, and how it names a quote.
SOURCE_HEADER = {"Customer discount (%)": "Price source", "商务优惠（%）": "价格出处"}
QUOTE_SOURCE = {"Customer discount (%)": "your quote", "商务优惠（%）": "您的报价"}


def run(*args, lang="en"):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8")
    return subprocess.run([BINARY, *args, "--lang", lang], capture_output=True, text=True, env=env, timeout=240)


# --- A recomputation of the formula grammar the writer uses: numbers, cell references (with $),
# ranges inside SUM/MIN/MAX, + - * /, unary minus and parentheses.
TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?)"
                   r"|([A-Z]+)\(|([-+*/(),]))")


def split_ref(ref):
    m = re.fullmatch(r"\$?([A-Z]+)\$?(\d+)", ref)
    col = 0
    for ch in m.group(1):
        col = col * 26 + ord(ch) - 64
    return int(m.group(2)), col


class Evaluator:
    def __init__(self, sheet, overrides=None):
        self.sheet = sheet
        self.overrides = overrides or {}
        self.cache = {}

    def value(self, row, col):
        key = (row, col)
        if key in self.overrides:
            return self.overrides[key]
        if key not in self.cache:
            raw = self.sheet.cell(row=row, column=col).value
            if isinstance(raw, str) and raw.startswith("="):
                self.cache[key] = self.formula(raw[1:])
            elif raw is None:
                self.cache[key] = 0.0
            elif isinstance(raw, (int, float)):
                self.cache[key] = float(raw)
            else:
                raise ValueError(f"text {raw!r} used as a number at row {row}, column {col}")
        return self.cache[key]

    def formula(self, text):
        tokens = []
        pos = 0
        while pos < len(text):
            m = TOKEN.match(text, pos)
            if not m or m.end() == pos:
                raise ValueError(f"cannot read formula {text!r} at {pos}")
            tokens.append(m.groups())
            pos = m.end()
        # A referenced cell's formula is parsed in the middle of this one: keep this one's place.
        saved = getattr(self, "tokens", None), getattr(self, "pos", 0)
        self.tokens, self.pos = tokens, 0
        result = self.expression()
        if self.pos != len(tokens):
            raise ValueError(f"trailing input in {text!r}")
        self.tokens, self.pos = saved
        return result

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else (None, None, None, None)

    def expression(self):
        value = self.term()
        while self.peek()[3] in ("+", "-"):
            op = self.tokens[self.pos][3]
            self.pos += 1
            value = value + self.term() if op == "+" else value - self.term()
        return value

    def term(self):
        value = self.factor()
        while self.peek()[3] in ("*", "/"):
            op = self.tokens[self.pos][3]
            self.pos += 1
            value = value * self.factor() if op == "*" else value / self.factor()
        return value

    def cells(self, ref):
        if ":" not in ref:
            return [self.value(*split_ref(ref))]
        (r1, c1), (r2, c2) = (split_ref(part) for part in ref.split(":"))
        return [self.value(r, c) for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)
                if self.sheet.cell(row=r, column=c).value is not None]

    def factor(self):
        number, ref, function, op = self.peek()
        self.pos += 1
        if number:
            return float(number)
        if ref:
            values = self.cells(ref)
            if len(values) != 1:
                raise ValueError(f"range {ref} outside a function")
            return values[0]
        if op == "-":
            return -self.factor()
        if op == "(":
            value = self.expression()
            assert self.tokens[self.pos][3] == ")"
            self.pos += 1
            return value
        if function:
            args = []
            while True:
                if self.peek()[1] and ":" in self.peek()[1]:
                    args += self.cells(self.tokens[self.pos][1])
                    self.pos += 1
                else:
                    args.append(self.expression())
                sep = self.tokens[self.pos][3]
                self.pos += 1
                if sep == ")":
                    break
                assert sep == ","
            return {"SUM": sum, "MIN": min, "MAX": max}[function](args)
        raise ValueError(f"unexpected token {number or ref or function or op}")


def close(a, b):
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-6)


class XlsxExport(unittest.TestCase):
    def export(self, scenario, lang="en", extra=(), pdf=None):
        folder = tempfile.mkdtemp(prefix="gpuadvisor-xlsx-")
        self.addCleanup(shutil.rmtree, folder, ignore_errors=True)
        xlsx = os.path.join(folder, "report.xlsx")
        csv_path = os.path.join(folder, "table.csv")
        path = os.path.join(SCENARIOS, scenario)
        outputs = ["--xlsx", xlsx, "--csv", csv_path] + (["--pdf", os.path.join(folder, pdf)] if pdf else [])
        r = run("export", "--scenario", path, *outputs, "--no-bom", *extra, lang=lang)
        self.assertEqual(r.returncode, 0, r.stderr)
        if pdf:
            self.pdf_path = os.path.join(folder, pdf)
        rec = run("recommend", "--scenario", path, "--format", "json", "--top", "10000", *extra)
        self.assertEqual(rec.returncode, 0, rec.stderr)
        engine = json.loads(rec.stdout)
        with open(csv_path, encoding="utf-8", newline="") as f:
            rows = list(csv.reader(f))
        return openpyxl.load_workbook(xlsx), openpyxl.load_workbook(xlsx, data_only=True), rows, engine

    def check_comparison(self, book, engine):
        sheet = book.worksheets[0]
        header = [c.value for c in sheet[1]]
        self.assertTrue(all(header), "every column has a header")
        numeric = 0
        for col, name in enumerate(header, start=1):
            values = [sheet.cell(row=r, column=col).value for r in range(2, sheet.max_row + 1)]
            values = [v for v in values if v is not None]
            if any(isinstance(v, (int, float)) for v in values):
                numeric += 1
                # One unit per column, named in the header; every cell of it a number.
                self.assertRegex(name, UNIT, f"numeric column {name!r} names its unit")
                self.assertTrue(all(isinstance(v, (int, float)) for v in values), f"column {name!r}")
                fmt = sheet.cell(row=2, column=col).number_format
                self.assertNotEqual(fmt, "General", f"column {name!r} has a number format")
            for v in values:
                self.assertFalse(isinstance(v, str) and v.startswith("~"), f"{name}: {v!r}")
        self.assertGreaterEqual(numeric, 6)
        # The recommended row's cost is the engine's.
        best = engine["recommendations"][0]
        first = {name: sheet.cell(row=2, column=i).value for i, name in enumerate(header, start=1)}
        self.assertEqual(first[header[1]], best["instanceType"])
        # A whole amount is stored as an integer.
        costs = [v for v in first.values() if isinstance(v, (int, float)) and not isinstance(v, bool)]
        self.assertTrue(any(close(v, best["jobCost"]) for v in costs), (costs, best["jobCost"]))
        return header

    def check_csv(self, rows, book):
        sheet = book.worksheets[0]
        header = rows[0]
        self.assertEqual(header, [c.value for c in sheet[1]], "the CSV and the comparison sheet are one table")
        for r, row in enumerate(rows[1:], start=2):
            for c, text in enumerate(row, start=1):
                cell = sheet.cell(row=r, column=c).value
                if isinstance(cell, (int, float)) and not hasattr(cell, "year"):
                    # Data: a plain number, no grouping, no "~", no currency sign.
                    self.assertRegex(text, r"^-?\d+(\.\d+)?$", f"{header[c - 1]}: {text!r}")
                    self.assertAlmostEqual(float(text), float(cell), delta=0.5 * 10 ** -(len(text.split(".")[1])
                                                                                      if "." in text else 0) + 1e-9)
                elif hasattr(cell, "year"):
                    self.assertRegex(text, DATE)
                    self.assertEqual(text, cell.strftime("%Y-%m-%d"))
                else:
                    self.assertEqual(text, cell or "")

    def check_cost_model(self, formulas, cached, engine):
        sheet = formulas.worksheets[1]
        values = cached.worksheets[1]
        by_type = {c["instanceType"]: c for c in engine["recommendations"]}
        # The writer's layout: the inputs in B2 (discount, %) and B3 (hours per month), the table from row 6.
        header_row = 6
        header = [c.value for c in sheet[header_row]]
        for name in header[3:11]:
            self.assertRegex(name, UNIT, f"cost model column {name!r} names its unit")
        evaluator = Evaluator(sheet)
        checked = 0
        totals = {}
        row = header_row + 1
        while sheet.cell(row=row, column=1).value:
            itype = sheet.cell(row=row, column=1).value
            billing = sheet.cell(row=row, column=3).value
            total_cell = sheet.cell(row=row, column=8).value
            self.assertTrue(isinstance(total_cell, str) and total_cell.startswith("="), "the total is a formula")
            self.assertTrue(str(sheet.cell(row=row, column=6).value).startswith("="), "the hourly cost is a formula")
            total = evaluator.value(row, 8)
            self.assertTrue(close(total, values.cell(row=row, column=8).value), "cached value = recomputed")
            if itype in by_type:
                engine_cost = by_type[itype]["cost"][billing]
                self.assertTrue(close(total, engine_cost["total"]), (itype, billing, total, engine_cost["total"]))
                self.assertTrue(close(evaluator.value(row, 6), engine_cost["hourly"]), (itype, billing))
                checked += 1
            totals[row] = total
            row += 1
        self.assertGreater(checked, 0)
        # The summary rows below: the lowest total, the recommended one.
        lowest_row = row + 1
        self.assertTrue(close(evaluator.value(lowest_row, 8), min(totals.values())))
        best = engine["recommendations"][0]
        self.assertTrue(close(evaluator.value(lowest_row + 1, 8), best["jobCost"]))

        # The formulas read their inputs: a 50 % discount halves every total of a scenario without one
        # (or scales it by 0.5 / (1 − d) with one). A quote already holds the customer's price: its hourly
        # cost does not read the discount, and its total stays.
        discount = float(sheet.cell(row=2, column=2).value)
        changed = Evaluator(sheet, {(2, 2): 50.0})
        for r, total in totals.items():
            quoted = "B2" not in str(sheet.cell(row=r, column=6).value).replace("$", "")
            expected = total if quoted else total * 0.5 / (1 - discount / 100)
            self.assertTrue(close(changed.value(r, 8), expected), (r, quoted))

    def check_discount_column(self, rows, header, discount):
        # Last, so a reader by position keeps its columns; on every row, 0 on a row priced by the user's quote.
        self.assertEqual(rows[0][-1], header)
        source = rows[0].index(SOURCE_HEADER[header])
        for row in rows[1:]:
            quoted = row[source].startswith(QUOTE_SOURCE[header])
            self.assertEqual(row[-1], "0" if quoted else discount, row)

    def test_training_workbook(self):
        formulas, cached, rows, engine = self.export("finetune-7b-lora.gpuadvisor.json")
        # The discount cell says what to type: the share off, not the share paid (8 折 is 20, not 80).
        model = cached.worksheets[1]
        self.assertEqual(model.cell(row=2, column=1).value, "Customer discount (% off the list price)")
        self.assertEqual(model.cell(row=2, column=3).value, "20 for a price at 80 % of the list price; 0 for none")
        # And on the input cell itself, for a reader who types over it without reading across.
        self.assertIsNotNone(formulas.worksheets[1]["B2"].comment)
        self.assertEqual(formulas.worksheets[1]["B2"].comment.text, DISCOUNT_NOTE["en"])
        self.check_discount_column(rows, "Customer discount (%)", "0")
        self.assertEqual(len(formulas.worksheets), 4)
        self.check_comparison(cached, engine)
        self.check_csv(rows, cached)
        self.check_cost_model(formulas, cached, engine)
        sources = cached.worksheets[3]
        urls = [sources.cell(row=r, column=3).value for r in range(2, sources.max_row + 1)]
        self.assertTrue(any(u and u.startswith("https://") for u in urls))
        dates = [sources.cell(row=r, column=4).value for r in range(2, sources.max_row + 1)]
        self.assertTrue(any(hasattr(d, "year") for d in dates), "source dates are dates")

    def test_serving_workbook_in_chinese(self):
        formulas, cached, rows, engine = self.export("serve-70b.gpuadvisor.json", lang="zh_CN")
        self.assertEqual(formulas.sheetnames[1], "成本模型")
        self.assertTrue(cached.worksheets[1].cell(row=2, column=3).value, "the discount's hint, in either language")
        self.assertIsNotNone(formulas.worksheets[1]["B2"].comment)
        self.assertEqual(formulas.worksheets[1]["B2"].comment.text, DISCOUNT_NOTE["zh_CN"])
        self.check_discount_column(rows, "商务优惠（%）", "0")
        self.check_comparison(cached, engine)
        self.check_csv(rows, cached)
        self.check_cost_model(formulas, cached, engine)

    def test_timeline_sheet_adds_up_to_the_engines_totals(self):
        formulas, cached, _, _ = self.export("finetune-then-serve-7b.gpuadvisor.json")
        self.assertIn("Timeline", formulas.sheetnames)
        r = run("timeline", os.path.join(SCENARIOS, "finetune-then-serve-7b.gpuadvisor.json"), "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        timeline = json.loads(r.stdout)["timeline"]
        engine_totals = [line["cumulative"][-1] for line in timeline["billing"] if line.get("monthly")]
        engine_totals.append(timeline["cheapestPerPhase"]["cumulative"][-1])
        sheet = formulas["Timeline"]
        evaluator = Evaluator(sheet)
        header_row = 3
        months = timeline["months"]
        total_row = header_row + months + 1
        self.assertEqual(sheet.cell(row=total_row - 1, column=1).value, months)
        sheet_totals = []
        for col in range(2, sheet.max_column + 1, 2):
            name = sheet.cell(row=header_row, column=col).value
            self.assertRegex(name, UNIT, f"timeline column {name!r} names its unit")
            total_cell = sheet.cell(row=total_row, column=col).value
            self.assertTrue(isinstance(total_cell, str) and total_cell.startswith("=SUM("), total_cell)
            total = evaluator.value(total_row, col)
            # The running total's last month and the SUM are two formulas over the same months.
            self.assertTrue(close(total, evaluator.value(total_row - 1, col + 1)), name)
            self.assertTrue(close(total, cached["Timeline"].cell(row=total_row, column=col).value), name)
            sheet_totals.append(total)
        self.assertEqual(len(sheet_totals), len(engine_totals))
        for total in engine_totals:
            self.assertTrue(any(math.isclose(total, t, rel_tol=1e-6) for t in sheet_totals), (total, sheet_totals))
        # A month changed by hand moves the running total and the project total by as much.
        changed = Evaluator(sheet, {(header_row + 2, 2): evaluator.value(header_row + 2, 2) + 1000.0})
        self.assertTrue(close(changed.value(total_row, 2), sheet_totals[0] + 1000.0))
        self.assertTrue(close(changed.value(total_row - 1, 3), sheet_totals[0] + 1000.0))

    def test_a_discount_is_stated_on_every_row_of_the_csv(self):
        # Issue 47: the CSV's amounts are after the discount, so the CSV says so, and the costs follow it.
        with open(os.path.join(SCENARIOS, "finetune-7b-lora.gpuadvisor.json"), encoding="utf-8") as f:
            scenario = json.load(f)
        scenario.setdefault("constraints", {})["customerDiscountPercent"] = 20
        folder = tempfile.mkdtemp(prefix="gpuadvisor-discount-")
        self.addCleanup(shutil.rmtree, folder, ignore_errors=True)
        path = os.path.join(folder, "discounted.gpuadvisor.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(scenario, f)
        formulas, cached, rows, engine = self.export(path)
        self.check_discount_column(rows, "Customer discount (%)", "20")
        self.check_csv(rows, cached)
        self.assertEqual(cached.worksheets[1]["B2"].value, 20)
        _, _, listed, _ = self.export("finetune-7b-lora.gpuadvisor.json")
        cost = rows[0].index("Job cost (CNY)")
        before = {r[1]: float(r[cost]) for r in listed[1:] if r[cost]}
        after = {r[1]: float(r[cost]) for r in rows[1:] if r[cost]}
        self.assertTrue(set(before) & set(after))
        for itype in set(before) & set(after):
            self.assertTrue(math.isclose(after[itype], before[itype] * 0.8, rel_tol=1e-3, abs_tol=0.01), itype)

    @unittest.skipUnless(shutil.which("pdftotext"), "poppler-utils (pdftotext) not installed")
    def test_a_quote_is_one_figure_in_every_deliverable(self):
        # DeepSeek-V3 fits only on H20 types without a listed price. With a quote for the 8 × H20 type, the
        # command line, the CSV, both sheets of the workbook and the PDF give it one cost and one rank, and
        # each says the price is the user's quote.
        itype = "ecs.gn8v-8x.48xlarge"
        formulas, cached, rows, engine = self.export("serve-deepseek-v3.gpuadvisor.json",
                                                     extra=("--quote", f"{itype}=250"), pdf="report.pdf")
        quoted = next(c for c in engine["recommendations"] if c["instanceType"] == itype)
        self.assertEqual(quoted["cost"]["payg"]["origin"], "quote")
        self.assertTrue(close(quoted["cost"]["payg"]["hourly"], 250 * quoted["instances"]))
        self.check_comparison(cached, engine)
        self.check_csv(rows, cached)
        self.check_cost_model(formulas, cached, engine)
        sheet = cached.worksheets[0]
        header = [c.value for c in sheet[1]]
        line = next([c.value for c in r] for r in sheet.iter_rows(min_row=2) if r[1].value == itype)
        self.assertEqual(line[0], quoted["rank"])
        self.assertTrue(any(isinstance(v, (int, float)) and close(v, quoted["jobCost"]) for v in line), line)
        self.assertTrue(any(isinstance(v, str) and v.startswith("your quote, entered") for v in line),
                        dict(zip(header, line)))
        csv_line = next(r for r in rows[1:] if r[1] == itype)
        # By its header: the band columns come after it.
        source = csv_line[rows[0].index("Price source")]
        self.assertTrue(source.startswith("your quote, entered"), csv_line)
        self.check_discount_column(rows, "Customer discount (%)", "0")
        text = subprocess.run(["pdftotext", "-layout", self.pdf_path, "-"], capture_output=True, text=True,
                              check=True).stdout
        money = f"‡{quoted['jobCost']:,.2f} CNY"
        table_lines = [l for l in text.splitlines() if re.match(rf"\s*{quoted['rank']}\s+{re.escape(itype)}\s", l)]
        self.assertEqual(len(table_lines), 1, "the PDF's table lists the quoted type once, at its rank")
        self.assertIn(money, table_lines[0])
        self.assertIn(f"your quote, entered", text)

    def test_evaluator_catches_a_wrong_formula(self):
        # The check above is only as good as this recomputation: a wrong formula must give another total.
        book = openpyxl.Workbook()
        sheet = book.active
        sheet["A1"], sheet["B1"], sheet["C1"] = 2.0, 3, 10.0
        sheet["D1"] = "=A1*B1*(1-C1/100)"
        sheet["E1"] = "=A1*B1*(1-C1)"
        sheet["F1"] = "=SUM(A1:C1)+MIN(A1,B1)-$A$1/4"
        e = Evaluator(sheet)
        self.assertAlmostEqual(e.value(1, 4), 5.4)
        self.assertNotAlmostEqual(e.value(1, 5), 5.4)
        self.assertAlmostEqual(e.value(1, 6), 15.0 + 2.0 - 0.5)


if __name__ == "__main__":
    BINARY, SCENARIOS = sys.argv[1], sys.argv[2]
    unittest.main(argv=[sys.argv[0], "-v"])
