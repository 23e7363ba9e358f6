"""The workbench page in headless Chromium (Debian's chromium, chromium-driver
and python3-selenium), against a `deduce serve` of the build: a Futoshiki
edited by clicks and keys until it is unique, an explanation stepped through
with the buttons and the arrow keys, share links that open a view without a
click, a logic grid's clue edited, a Sudoku picked and edited over the
family's picture until its verdict changes, and each family's controls
alone. It takes the screenshots of docs/web.md into OUT_DIR.

Usage: page_test.py BUILD/deduce SOURCE_DIR OUT_DIR"""
import os
import sys
import unittest
from urllib.parse import quote

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from server_process import Server  # noqa: E402

BINARY, SOURCE, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
del sys.argv[1:4]
WAIT = 20  # seconds for the page to show an answer (a loaded CI machine)


def example(name):
    with open(os.path.join(SOURCE, "examples", name), encoding="utf-8") as f:
        return f.read()


class Page(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        os.makedirs(OUT, exist_ok=True)
        cls.server = Server(BINARY)
        options = webdriver.ChromeOptions()
        for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-proxy-server",
                    "--window-size=1280,1000", "--disable-dev-shm-usage"]:
            options.add_argument(arg)
        options.binary_location = "/usr/bin/chromium"
        service = Service(executable_path="/usr/bin/chromedriver")
        try:
            cls.driver = webdriver.Chrome(options=options, service=service)
        except Exception:
            cls.server.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        code, _ = cls.server.stop()
        assert code == 0, code

    def by_id(self, id_):
        return self.driver.find_element(By.ID, id_)

    def wait_text(self, id_, words):
        """Waits until element `id_` shows `words`; returns its text."""
        try:
            WebDriverWait(self.driver, WAIT).until(
                lambda d: words in d.find_element(By.ID, id_).text)
        except Exception:
            self.fail(f"#{id_} never showed {words!r}; it shows {self.by_id(id_).text!r}")
        return self.by_id(id_).text

    def click(self, id_, times=1):
        # Each edit redraws the editor: find the element again for each click.
        for _ in range(times):
            self.by_id(id_).click()

    def test_edit_a_futoshiki_until_unique(self):
        d = self.driver
        d.get(self.server.url)
        self.wait_text("live", "no puzzle yet")
        d.find_element(By.CSS_SELECTOR, "#new-order option[value='5']").click()
        self.click("new-grid")
        self.wait_text("live", "several solutions")
        # The signs of examples/futoshiki_5x5.fut, by clicks between cells.
        self.click("across-r1c1", 2)  # >
        self.click("down-r1c4", 1)  # ^
        self.click("down-r1c5", 2)  # v
        self.click("down-r2c5", 2)
        self.click("across-r3c1", 2)
        self.click("down-r3c1", 2)
        self.click("down-r3c2", 2)
        self.click("across-r4c3", 1)  # <
        self.click("across-r5c3", 1)
        self.click("across-r5c4", 1)
        self.wait_text("live", "several solutions")
        # The one given, typed into its cell.
        self.by_id("cell-r3c3").send_keys("1")
        self.wait_text("live", "one solution (unique), grade tricky")
        want = [line for line in example("futoshiki_5x5.fut").splitlines() if not line.startswith("#")]
        self.assertEqual(self.by_id("puzzle").get_attribute("value").splitlines(), want)
        self.by_id("cell-r3c3").click()  # 1 -> 2: no longer this puzzle
        self.wait_text("live", "solution")
        self.by_id("cell-r3c3").send_keys("1")
        self.wait_text("live", "one solution (unique)")
        d.save_screenshot(os.path.join(OUT, "web-editor.png"))

        # Solve: the answer is a table in the page.
        d.find_element(By.CSS_SELECTOR, "button[data-command='solve']").click()
        self.wait_text("answer", "one solution (unique)")
        cells = d.find_elements(By.CSS_SELECTOR, "#answer table.grid td")
        self.assertEqual(len(cells), 25)

        # Explain, stepped with the buttons and the arrow keys.
        d.find_element(By.CSS_SELECTOR, "button[data-command='explain']").click()
        self.wait_text("step-count", "step 1 of 46")
        self.assertIn("r1c1 > r1c2", self.by_id("step-text").text)
        body = d.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.ARROW_RIGHT)
        body.send_keys(Keys.ARROW_RIGHT)
        self.wait_text("step-count", "step 3 of 46")
        self.click("next-step")
        self.wait_text("step-count", "step 4 of 46")
        body.send_keys(Keys.ARROW_LEFT)
        self.wait_text("step-count", "step 3 of 46")
        self.click("last-step")
        self.wait_text("step-count", "step 46 of 46")
        title = d.find_element(By.CSS_SELECTOR, "#step-picture svg title").get_attribute("textContent")
        self.assertIn("step 46", title)
        self.click("prev-step")
        self.wait_text("step-count", "step 45 of 46")
        d.save_screenshot(os.path.join(OUT, "web-explain.png"))

        # Share: the link opens the explanation without a click.
        self.click("share")
        link = self.by_id("share-link").get_attribute("value")
        self.assertTrue(link.startswith(self.server.url + "#explain="), link)
        d.get("about:blank")
        d.get(link)
        self.wait_text("step-count", "step 1 of 46")
        self.assertIn("explain: 46 steps, grade tricky", self.by_id("status").text)

    def test_share_link_of_a_logic_grid_and_its_clue_editor(self):
        d = self.driver
        d.get(self.server.url + "#solve=" + quote(example("einstein.zebra")))
        self.wait_text("answer", "norwegian")
        self.assertIn("one solution (unique)", self.by_id("answer").text)
        self.wait_text("live", "one solution (unique), grade")
        clues = d.find_elements(By.CSS_SELECTOR, "#zebra-editor .clue input[id^='clue-']")
        self.assertEqual(len(clues), 15)
        # A logic grid's controls alone: no grid rows, no cells entered, Analyze.
        for row in ("new-futoshiki", "new-sudoku", "entered-box", "sudoku-editor"):
            self.assertFalse(self.shown(row), row)
        self.assertTrue(self.command_shown("analyze"))
        # Without clue 8 (milk at 3) the riddle has several solutions.
        d.find_element(By.CSS_SELECTOR, "#clue-8 + button").click()
        self.wait_text("live", "several solutions")
        self.assertNotIn("milk at 3", self.by_id("puzzle").get_attribute("value"))
        new = self.by_id("new-clue")
        new.send_keys("milk at 3")
        new.send_keys(Keys.ENTER)
        self.wait_text("live", "one solution (unique)")
        self.assertIn("16: milk at 3", self.by_id("puzzle").get_attribute("value"))
        d.save_screenshot(os.path.join(OUT, "web-zebra.png"))

    def test_errors_show_their_place_and_hints_work(self):
        d = self.driver
        d.get(self.server.url + "#check=" + quote("5\n1 2 x\n"))
        text = self.wait_text("status", "line 2, column 3")
        self.assertIn("expected a relation", text)
        d.get(self.server.url + "#hint=" + quote(example("futoshiki_5x5.fut")))
        self.wait_text("answer", "Hint: r1c1 > r1c2, so r1c1 is not 1")
        d.find_element(By.CSS_SELECTOR, "#entered-box summary").click()
        self.by_id("entered").send_keys(example("hint/entered_5x5.fut").replace("3|2|0", "3|4|0"))
        d.find_element(By.CSS_SELECTOR, "button[data-command='hint']").click()
        self.wait_text("answer", "Wrong: r1c2 = 4: the puzzle's only solution has 2 there")

    def shown(self, id_):
        return self.by_id(id_).is_displayed()

    def command_shown(self, command):
        return self.driver.find_element(
            By.CSS_SELECTOR, f"button[data-command='{command}']").is_displayed()

    def wait_for(self, css, what):
        """Waits until the page has an element `css`; returns them all."""
        try:
            WebDriverWait(self.driver, WAIT).until(
                lambda d: d.find_elements(By.CSS_SELECTOR, css))
        except Exception:
            self.fail(f"no {css} ({what})")
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def type_in(self, cell, key):
        # Each edit redraws the editor: find the cell again, click it, type.
        self.by_id(cell).click()
        self.by_id(cell).send_keys(key)

    def test_edit_a_sudoku_over_its_picture(self):
        d = self.driver
        d.get(self.server.url)
        self.wait_text("live", "no puzzle yet")
        Select(self.by_id("example")).select_by_visible_text("Sudoku 9x9 (intermediate)")
        self.wait_text("live", "one solution (unique), grade intermediate")
        # The family's picture under the cells: its boxes in thick lines.
        self.assertEqual(len(self.wait_for("#sudoku-editor .sudoku.drawn", "the picture fitted")), 1)
        # (a thick line a cell side between two boxes: 2 x 2 x 9)
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "#sudoku-editor g.boxes line.region-line")), 36)
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "#sudoku-editor .sudoku-board .cell")), 81)
        self.assertEqual(self.by_id("sudoku-r1c4").text, "2")
        # Sudoku's controls alone: no Futoshiki grid, no Analyze.
        self.assertFalse(self.shown("futoshiki-editor"))
        self.assertFalse(self.shown("new-futoshiki"))
        self.assertTrue(self.shown("new-sudoku"))
        self.assertFalse(self.command_shown("analyze"))
        for command in ("solve", "check", "explain", "hint", "grade"):
            self.assertTrue(self.command_shown(command), command)
        self.assertTrue(self.shown("entered-box"))

        # A digit its row already has: no solution; emptied again: unique.
        self.type_in("sudoku-r1c1", "2")
        self.wait_text("live", "no solution")
        self.assertTrue(self.by_id("puzzle").get_attribute("value").splitlines()[2].startswith("2 . . | 2"))
        self.by_id("sudoku-r1c1").send_keys(Keys.BACKSPACE)
        self.wait_text("live", "one solution (unique), grade intermediate")
        self.assertEqual(self.by_id("puzzle").get_attribute("value"), example("sudoku_9x9.sudoku"))
        # A given taken away: several solutions; typed back: unique.
        self.type_in("sudoku-r1c4", "0")
        self.wait_text("live", "several solutions")
        self.type_in("sudoku-r1c4", "2")
        self.wait_text("live", "one solution (unique), grade intermediate")
        # The solution's 9 in r1c1 makes it easier: basic, as Solo grades it.
        self.type_in("sudoku-r1c1", "9")
        self.wait_text("live", "one solution (unique), grade basic")
        self.assertEqual(self.by_id("sudoku-r1c1").text, "9")

        # Explain, step by step, and a hint, as for Futoshiki (the example
        # picked again: another first, for the menu to change).
        Select(self.by_id("example")).select_by_index(0)
        Select(self.by_id("example")).select_by_visible_text("Sudoku 9x9 (intermediate)")
        self.wait_text("live", "grade intermediate")
        d.find_element(By.CSS_SELECTOR, "button[data-command='explain']").click()
        self.wait_text("step-count", "step 1 of ")
        self.assertIn("grade intermediate", self.by_id("status").text)
        self.click("next-step")
        self.wait_text("step-count", "step 2 of ")
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, "#step-picture svg text.candidate"))
        d.find_element(By.CSS_SELECTOR, "button[data-command='hint']").click()
        self.wait_text("answer", "Hint: r")
        d.find_element(By.CSS_SELECTOR, "button[data-command='solve']").click()
        self.wait_text("answer", "one solution (unique)")
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "#answer table.grid td")), 81)

        # A jigsaw's regions and a killer's cages, drawn by the family.
        Select(self.by_id("example")).select_by_visible_text("Sudoku jigsaw")
        self.wait_text("live", "one solution (unique), grade")
        self.wait_for("#sudoku-editor .sudoku.drawn g.regions line.region-line", "jigsaw regions")
        self.type_in("sudoku-r1c1", "9")
        self.wait_text("live", "solution")
        self.assertTrue(self.by_id("puzzle").get_attribute("value").splitlines()[2].startswith("9j:9a4c3"))
        Select(self.by_id("example")).select_by_visible_text("Killer X Sudoku")
        self.wait_text("live", "one solution (unique), grade")
        sums = self.wait_for("#sudoku-editor .sudoku.drawn g.cages text.cage-sum", "cage sums")
        self.assertEqual(len(sums), 36)
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, "#sudoku-editor g.cages line.cage-line"))
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, "#sudoku-editor g.diagonals rect"))
        self.type_in("sudoku-r5c5", "5")
        self.wait_text("live", "one solution (unique), grade")
        self.assertIn("\n. . . | . 5 . | . . .\n", self.by_id("puzzle").get_attribute("value"))
        d.find_element(By.TAG_NAME, "h1").click()
        d.execute_script("window.scrollTo(0, 0)")
        d.save_screenshot(os.path.join(OUT, "web-sudoku.png"))

    def test_an_empty_sudoku_and_a_pasted_one(self):
        d = self.driver
        d.get(self.server.url)
        Select(self.by_id("new-sudoku-order")).select_by_value("4")
        self.click("new-sudoku-grid")
        self.wait_text("live", "several solutions")
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "#sudoku-editor .sudoku-board .cell")), 16)
        # A line of 81 characters pasted: edited in place, still one line.
        line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
        box = self.by_id("puzzle")
        box.clear()
        box.send_keys(line)
        self.wait_text("live", "one solution (unique), grade")
        self.type_in("sudoku-r1c2", "1")
        self.wait_text("live", "one solution (unique)")
        self.assertEqual(self.by_id("puzzle").get_attribute("value"), "41" + line[2:])

    def test_generate_and_print(self):
        d = self.driver
        d.get(self.server.url)
        d.find_element(By.CSS_SELECTOR, "#generate-box summary").click()
        order = self.by_id("gen-order")
        order.clear()
        order.send_keys("4")
        self.click("generate")
        self.wait_text("status", "generated a futoshiki puzzle (seed 1)")
        self.assertTrue(self.by_id("puzzle").get_attribute("value").startswith("4\n"))
        self.assertFalse(self.by_id("futoshiki-editor").get_attribute("hidden"))
        self.wait_text("live", "one solution (unique)")
        self.click("print")
        self.wait_text("status", "print: done")
        self.assertTrue(self.by_id("pdf-link").get_attribute("href").startswith("blob:"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
