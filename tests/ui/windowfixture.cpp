// SPDX-License-Identifier: Apache-2.0
#include "tests/ui/windowfixture.h"

#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "ui/application/appsettings.h"
#include "ui/application/mainwindow.h"
#include "ui/application/reportcontroller.h"
#include "ui/application/translations.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"

#include <utility>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
QString describe(const QObject *object)
{
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(object->metaObject()->className()), object->objectName());
}

/** A user can only use what is on screen and enabled. */
bool usable(QWidget *widget)
{
    if (!widget->isVisible())
        return WindowFixture::fail(describe(widget) + QStringLiteral(" is not visible"));
    if (!widget->isEnabled())
        return WindowFixture::fail(describe(widget) + QStringLiteral(" is disabled"));
    return true;
}
} // namespace

WindowFixture::WindowFixture()
    : m_dir(std::make_unique<QTemporaryDir>())
{
    // The offscreen plugin's own notices are not ours; anything else is a bug.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support ).*")));
    // Autosaves go to AppDataLocation: this test's own folder, so neither the user's files nor those of
    // another test run (a second checkout's tests may run at the same time) are ever seen.
    m_dataHome = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir->filePath(QStringLiteral("data"))));
    QLocale::setDefault(QLocale::c());
    m_qsettings = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_qsettings.get());
    m_translations = std::make_unique<Translations>();
    Dialogs::fileHandler = [this](const Dialogs::FileRequest &request) {
        fileRequests << request;
        if (onFile)
            return onFile(request);
        return nextFiles.isEmpty() ? QString() : nextFiles.takeFirst();
    };
    Dialogs::messageHandler = [this](const Dialogs::Message &message) {
        messages << message;
        return answers.isEmpty() ? QMessageBox::Cancel : answers.takeFirst();
    };
    Dialogs::dialogHandler = [this](QDialog *dialog) {
        dialogs << dialogText(dialog);
        if (m_nextDialogSteps) {
            const std::function<void(QDialog *)> steps = std::exchange(m_nextDialogSteps, nullptr);
            dialog->show();
            if (!QTest::qWaitForWindowExposed(dialog))
                fail(QStringLiteral("%1 was not shown").arg(describe(dialog)));
            else
                steps(dialog);
            const int result = dialog->result();
            dialog->hide();
            return result;
        }
        return onDialog ? onDialog(dialog) : int(QDialog::Rejected);
    };
    // The user looks at the preview and presses its Save button.
    ReportController::previewHandler = [this](const ReportData &) {
        dialogs << QStringLiteral("preview");
        return true;
    };
}

// The window goes before the session and settings it points to.
WindowFixture::~WindowFixture()
{
    m_window.reset();
    m_session.reset();
    m_translations.reset();
    Dialogs::reset();
    ReportController::previewHandler = nullptr;
    QLocale::setDefault(QLocale::c());
    if (m_dataHome.isEmpty())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", m_dataHome);
}

bool WindowFixture::launch(const QString &language)
{
    m_settings->setLanguage(language);
    if (!m_translations->apply(language))
        return fail(QStringLiteral("the %1 translation did not load").arg(language));
    return show();
}

bool WindowFixture::relaunch()
{
    return show();
}

bool WindowFixture::show()
{
    m_window.reset();
    m_session.reset();
    // A new process starts with the platform's font, whatever presentation mode the last window left.
    static const QFont processFont = QApplication::font();
    QApplication::setFont(processFont);
    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    if (!catalog.catalog || !presets.library)
        return fail(QStringLiteral("the embedded catalog or presets did not load"));
    m_session = std::make_unique<AdvisorSession>(std::move(*catalog.catalog), std::move(*presets.library),
                                                 RulesLoader::embedded().rules);
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    m_window->resize(1280, 860);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        return fail(QStringLiteral("the main window was not shown"));
    // Shortcuts only reach the active window.
    m_window->activateWindow();
    if (!QTest::qWaitForWindowActive(m_window.get()))
        return fail(QStringLiteral("the main window did not become active"));
    return true;
}

QString WindowFixture::filePath(const QString &name) const
{
    return m_dir->filePath(name);
}

QString WindowFixture::folder() const
{
    return m_dir->path();
}

QObject *WindowFixture::windowObject() const
{
    return m_window.get();
}

AdvisorWizard *WindowFixture::wizard() const
{
    return find<AdvisorWizard>(QStringLiteral("advisorWizard"));
}

ResultsPage *WindowFixture::results() const
{
    return find<ResultsPage>(QStringLiteral("resultsPage"));
}

int WindowFixture::currentPage() const
{
    const AdvisorWizard *w = wizard();
    return w ? w->currentId() : -1;
}

bool WindowFixture::fail(const QString &message)
{
    QTest::qFail(qPrintable(message), __FILE__, __LINE__);
    return false;
}

bool WindowFixture::next()
{
    AdvisorWizard *w = wizard();
    if (!w)
        return false;
    const int before = w->currentId();
    if (!click(w->button(QWizard::NextButton)))
        return false;
    if (w->currentId() == before)
        return fail(QStringLiteral("Next did not leave page %1").arg(before));
    return true;
}

bool WindowFixture::back()
{
    AdvisorWizard *w = wizard();
    if (!w)
        return false;
    const int before = w->currentId();
    if (!click(w->button(QWizard::BackButton)))
        return false;
    if (w->currentId() == before)
        return fail(QStringLiteral("Back did not leave page %1").arg(before));
    return true;
}

bool WindowFixture::nextTo(AdvisorWizard::PageId page)
{
    while (currentPage() < int(page)) {
        if (!next())
            return false;
    }
    if (currentPage() != int(page))
        return fail(QStringLiteral("page %1 is past page %2").arg(currentPage()).arg(int(page)));
    return true;
}

bool WindowFixture::backToStart()
{
    while (currentPage() > int(AdvisorWizard::StartPageId)) {
        if (!back())
            return false;
    }
    return currentPage() == int(AdvisorWizard::StartPageId);
}

bool WindowFixture::pickTemplate(ScenarioTemplates::Id id)
{
    auto *list = find<QListWidget>(QStringLiteral("templateList"));
    if (!list || !usable(list))
        return false;
    for (int row = 0; row < list->count(); ++row) {
        QListWidgetItem *item = list->item(row);
        if (item->data(Qt::UserRole).toInt() != int(id))
            continue;
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(item).center());
        if (list->currentItem() != item)
            return fail(QStringLiteral("clicking \"%1\" did not pick it").arg(ScenarioTemplates::title(id)));
        return true;
    }
    return fail(QStringLiteral("templateList has no entry for \"%1\"").arg(ScenarioTemplates::title(id)));
}

bool WindowFixture::walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page)
{
    if (!backToStart() || !pickTemplate(id) || !nextTo(page))
        return false;
    m_session->flush();
    QCoreApplication::processEvents();
    return true;
}

bool WindowFixture::trigger(const QString &actionName)
{
    auto *action = find<QAction>(actionName);
    if (!action)
        return false;
    if (!action->isEnabled())
        return fail(QStringLiteral("action \"%1\" is disabled").arg(actionName));
    action->trigger();
    // Steps run on a dialog may have failed the test: the caller's REQUIRE ends it then.
    return !QTest::currentTestFailed();
}

bool WindowFixture::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    if (!m_window)
        return fail(QStringLiteral("no window to press a key in"));
    QTest::keyClick(m_window.get(), key, modifiers);
    return !QTest::currentTestFailed();
}

bool WindowFixture::chooseFromMenu(const QString &menuName, int index)
{
    auto *menu = find<QMenu>(menuName);
    if (!menu)
        return false;
    menu->popup(m_window->mapToGlobal(QPoint(40, 40)));
    if (!QTest::qWaitForWindowExposed(menu))
        return fail(QStringLiteral("menu \"%1\" did not open").arg(menuName));
    const QList<QAction *> actions = menu->actions();
    if (index < 0 || index >= actions.size()) {
        menu->close();
        return fail(
            QStringLiteral("menu \"%1\" has %2 entries, not %3").arg(menuName).arg(actions.size()).arg(index + 1));
    }
    QAction *action = actions.at(index);
    if (!action->isEnabled() || action->isSeparator()) {
        menu->close();
        return fail(QStringLiteral("entry %1 of menu \"%2\" cannot be chosen").arg(index + 1).arg(menuName));
    }
    QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(action).center());
    if (menu->isVisible()) {
        menu->close();
        return fail(QStringLiteral("clicking entry %1 of menu \"%2\" did not choose it").arg(index + 1).arg(menuName));
    }
    return !QTest::currentTestFailed();
}

bool WindowFixture::click(const QString &buttonName) const
{
    auto *button = find<QAbstractButton>(buttonName);
    return button && click(button);
}

bool WindowFixture::click(QAbstractButton *button)
{
    if (!button)
        return fail(QStringLiteral("no button to click"));
    if (!usable(button))
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return !QTest::currentTestFailed();
}

bool WindowFixture::setChecked(QAbstractButton *box, bool on)
{
    if (!box)
        return fail(QStringLiteral("no box to tick"));
    if (box->isChecked() != on && !click(box))
        return false;
    if (box->isChecked() != on)
        return fail(describe(box) + (on ? QStringLiteral(" did not tick") : QStringLiteral(" did not untick")));
    return true;
}

bool WindowFixture::typeInto(QLineEdit *edit, const QString &text)
{
    if (!edit)
        return fail(QStringLiteral("no field to type into"));
    if (!usable(edit))
        return false;
    edit->setFocus();
    edit->selectAll();
    // Emptying a field is a delete key, as a user does it: keyClicks of nothing would type nothing.
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
    // A NumberField takes its number when the user is done with it, on leaving the field: the focus leaves
    // and comes back, so the next keys go where they went before.
    if (qobject_cast<NumberField *>(edit->parentWidget())) {
        if (edit->hasFocus()) {
            edit->clearFocus();
            edit->setFocus();
        } else {
            emit edit->editingFinished(); // a window that is not active has no focus to lose
        }
    }
    return true;
}

bool WindowFixture::typeInto(QObject *under, const QString &name, const QString &text)
{
    auto *widget = find<QWidget>(under, name);
    if (!widget)
        return false;
    if (auto *field = qobject_cast<NumberField *>(widget))
        return typeInto(field->lineEdit(), text);
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        return typeInto(edit, text);
    return fail(describe(widget) + QStringLiteral(" takes no text"));
}

bool WindowFixture::choose(QComboBox *combo, const QVariant &data)
{
    if (!combo)
        return fail(QStringLiteral("no combo box to choose in"));
    if (!usable(combo))
        return false;
    const int wanted = combo->findData(data);
    if (wanted < 0)
        return fail(describe(combo) + QStringLiteral(" has no entry for %1").arg(data.toString()));
    combo->setFocus();
    // Up and Down walk the entries without opening the list; disabled ones are skipped, so count presses.
    for (int presses = 0; combo->currentIndex() != wanted && presses <= combo->count(); ++presses)
        QTest::keyClick(combo, combo->currentIndex() < wanted ? Qt::Key_Down : Qt::Key_Up);
    if (combo->currentIndex() != wanted)
        return fail(describe(combo) + QStringLiteral(" did not reach %1").arg(data.toString()));
    return true;
}

bool WindowFixture::clickTab(QTabWidget *tabs, int index)
{
    if (!tabs)
        return fail(QStringLiteral("no tabs to click"));
    if (!usable(tabs))
        return false;
    QTabBar *bar = tabs->tabBar();
    if (index < 0 || index >= bar->count())
        return fail(describe(tabs) + QStringLiteral(" has no tab %1").arg(index));
    QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(index).center());
    if (tabs->currentIndex() != index)
        return fail(describe(tabs) + QStringLiteral(": clicking tab %1 did not show it").arg(index));
    return true;
}

bool WindowFixture::clickRow(QTableView *view, int row, Qt::KeyboardModifiers modifiers)
{
    if (!view)
        return fail(QStringLiteral("no table to click"));
    if (!usable(view))
        return false;
    const QHeaderView *header = view->horizontalHeader();
    int column = -1;
    for (int visual = 0; visual < header->count() && column < 0; ++visual) {
        if (!header->isSectionHidden(header->logicalIndex(visual)))
            column = header->logicalIndex(visual);
    }
    const QModelIndex index = view->model()->index(row, column);
    if (!index.isValid())
        return fail(describe(view) + QStringLiteral(" has no row %1").arg(row));
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    if (rect.isEmpty())
        return fail(describe(view) + QStringLiteral(": row %1 is not on screen").arg(row));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, rect.center());
    return true;
}

bool WindowFixture::sortBy(QTableView *view, int column, Qt::SortOrder order)
{
    if (!view)
        return fail(QStringLiteral("no table to sort"));
    if (!usable(view))
        return false;
    QHeaderView *header = view->horizontalHeader();
    // A first click sorts in the column's initial order, the next one flips it.
    for (int clicks = 0; clicks < 3; ++clicks) {
        if (header->sortIndicatorSection() == column && header->sortIndicatorOrder() == order)
            return true;
        const int x = header->sectionViewportPosition(column) + header->sectionSize(column) / 2;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(x, header->height() / 2));
    }
    if (header->sortIndicatorSection() == column && header->sortIndicatorOrder() == order)
        return true;
    return fail(describe(view) + QStringLiteral(": clicking header %1 did not sort by it").arg(column));
}

bool WindowFixture::resizeColumn(QTableView *view, int column, int width)
{
    if (!view)
        return fail(QStringLiteral("no table to resize"));
    if (!usable(view))
        return false;
    QHeaderView *header = view->horizontalHeader();
    view->scrollTo(view->model()->index(0, column));
    const int edge = header->sectionViewportPosition(column) + header->sectionSize(column) - 1;
    const int target = edge + width - header->sectionSize(column);
    const int y = header->height() / 2;
    QTest::mousePress(header->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(edge, y));
    QTest::mouseMove(header->viewport(), QPoint((edge + target) / 2, y));
    QTest::mouseMove(header->viewport(), QPoint(target, y));
    QTest::mouseRelease(header->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(target, y));
    if (header->sectionSize(column) != width)
        return fail(describe(view)
                    + QStringLiteral(": dragging column %1 made it %2 wide, not %3")
                          .arg(column)
                          .arg(header->sectionSize(column))
                          .arg(width));
    return true;
}

namespace {
/** Calls found(fragment) for every link fragment until it returns true. */
void forEachLink(QTextBrowser *browser, const std::function<bool(const QTextFragment &)> &found)
{
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isAnchor() && found(it.fragment()))
                return;
        }
    }
}
} // namespace

QStringList WindowFixture::links(QTextBrowser *browser)
{
    QStringList hrefs;
    if (!browser) {
        fail(QStringLiteral("no text to read links in"));
        return hrefs;
    }
    forEachLink(browser, [&hrefs](const QTextFragment &fragment) {
        hrefs << fragment.charFormat().anchorHref();
        return false;
    });
    return hrefs;
}

bool WindowFixture::clickLink(QTextBrowser *browser, const QString &href)
{
    if (!browser)
        return fail(QStringLiteral("no text to click a link in"));
    if (!usable(browser))
        return false;
    int position = -1;
    forEachLink(browser, [&](const QTextFragment &fragment) {
        if (fragment.charFormat().anchorHref() != href)
            return false;
        position = fragment.position() + fragment.length() / 2;
        return true;
    });
    if (position < 0)
        return fail(describe(browser) + QStringLiteral(" shows no link to %1").arg(href));
    QTextCursor cursor(browser->document());
    cursor.setPosition(position);
    // Scrolled into the middle of the view, as a user would before clicking.
    QScrollBar *scroll = browser->verticalScrollBar();
    scroll->setValue(scroll->value() + browser->cursorRect(cursor).center().y() - browser->viewport()->height() / 2);
    const QPoint point = browser->cursorRect(cursor).center();
    if (!browser->viewport()->rect().contains(point))
        return fail(describe(browser) + QStringLiteral(": the link to %1 is not on screen").arg(href));
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, Qt::NoModifier, point);
    return !QTest::currentTestFailed();
}

bool WindowFixture::clickOk(QDialog *dialog)
{
    if (!dialog)
        return fail(QStringLiteral("no dialog to press OK in"));
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    if (!buttons || !buttons->button(QDialogButtonBox::Ok))
        return fail(describe(dialog) + QStringLiteral(" has no OK button"));
    return click(buttons->button(QDialogButtonBox::Ok));
}

void WindowFixture::onNextDialog(std::function<void(QDialog *)> steps)
{
    m_nextDialogSteps = std::move(steps);
}

QString WindowFixture::dialogText(QDialog *dialog)
{
    QStringList parts{dialog->objectName(), dialog->windowTitle()};
    for (auto *label : dialog->findChildren<QLabel *>())
        parts << label->text();
    for (auto *list : dialog->findChildren<QListWidget *>()) {
        for (int i = 0; i < list->count(); ++i)
            parts << list->item(i)->text();
    }
    for (auto *edit : dialog->findChildren<QPlainTextEdit *>())
        parts << edit->toPlainText();
    return parts.join(QLatin1Char('\n'));
}
