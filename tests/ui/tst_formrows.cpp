// SPDX-License-Identifier: Apache-2.0
// setFormRowShown hides form rows without the Qt 6.4.2 fault that corrupted the heap of release builds:
// a row hidden after a layout showed it kept its place, and the form wrote the hidden row's heights there.
// ASan does not see that write (Qt is not instrumented); the row that took the place showing 0 px high does.
#include "ui/widgets/formrows.h"

#include <QDirIterator>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>

using namespace Advisor::Ui;

class TestFormRows : public QObject
{
    Q_OBJECT

private slots:
    void aRowHiddenAfterALayoutLeavesTheNextRowItsHeight();
    void aHiddenRowComesBackInItsPlace();
    void noPageHidesARowAroundTheHelper();
};

void TestFormRows::aRowHiddenAfterALayoutLeavesTheNextRowItsHeight()
{
    // The Workload page's case: a wrapped note shows where a row was, and that row hides.
    QWidget page;
    auto *form = new QFormLayout(&page);
    form->addRow(QStringLiteral("First:"), new QLineEdit);
    auto *note = new QLabel(QStringLiteral("A note that wraps over several lines at this width, so its row is as "
                                           "tall as its lines"));
    note->setWordWrap(true);
    note->hide();
    form->addRow(QString(), note);
    auto *last = new QLineEdit;
    form->addRow(QStringLiteral("Last:"), last);
    page.resize(200, 400);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    form->activate();

    setFormRowShown(form, last, false);
    setFormRowShown(form, note, true);
    form->activate();
    // With QFormLayout::setRowVisible the note got the hidden row's height: 0 px.
    QVERIFY(note->isVisible());
    QVERIFY2(note->height() >= note->heightForWidth(note->width()),
             qPrintable(QStringLiteral("%1 px of %2").arg(note->height()).arg(note->heightForWidth(note->width()))));
    QVERIFY(last->isHidden());
    QVERIFY(!form->isRowVisible(2));
}

void TestFormRows::aHiddenRowComesBackInItsPlace()
{
    QWidget page;
    auto *form = new QFormLayout(&page);
    auto *name = new QLineEdit;
    form->addRow(QStringLiteral("&Name:"), name);
    // A row whose field is a layout, as the Workload page's parameter count and its unit.
    auto *count = new QLineEdit;
    auto *import = new QPushButton(QStringLiteral("Import"));
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(count);
    countRow->addWidget(import);
    auto *countLabel = new QLabel(QStringLiteral("&Count:"));
    form->addRow(countLabel, countRow);
    auto *note = new QLabel(QStringLiteral("A note"));
    form->addRow(QString(), note);
    auto *last = new QLineEdit;
    form->addRow(QStringLiteral("&Last:"), last);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QWidget *const afterName = name->nextInFocusChain();

    // Put back, the layout must not be refused for still having a parent.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("QLayout|QFormLayout")));
    for (QWidget *member : {static_cast<QWidget *>(countLabel), static_cast<QWidget *>(note)})
        setFormRowShown(form, member, false);
    form->activate();
    QVERIFY(countLabel->isHidden() && count->isHidden() && import->isHidden() && note->isHidden());
    QCOMPARE(form->rowCount(), 4);
    setFormRowShown(form, countLabel, true);
    setFormRowShown(form, note, true);
    form->activate();

    QVERIFY(countLabel->isVisible() && count->isVisible() && import->isVisible() && note->isVisible());
    int row = -1;
    QFormLayout::ItemRole role = QFormLayout::LabelRole;
    form->getLayoutPosition(countRow, &row, &role);
    QCOMPARE(row, 1);
    QCOMPARE(role, QFormLayout::FieldRole);
    QCOMPARE(form->labelForField(countRow), countLabel);
    form->getWidgetPosition(note, &row, &role);
    QCOMPARE(row, 2);
    QCOMPARE(form->labelForField(last)->property("text").toString(), QStringLiteral("&Last:"));
    // Shown in order down the page, and Tab still goes where it went.
    QVERIFY(name->y() < count->y() && count->y() < note->y() && note->y() < last->y());
    QCOMPARE(name->nextInFocusChain(), afterName);
}

void TestFormRows::noPageHidesARowAroundTheHelper()
{
    // The helper guards only the rows it is given: a plain setRowVisible in a page brings the fault back.
    QStringList offenders;
    QDirIterator files(QStringLiteral(GPUADVISOR_SOURCE_DIR "/ui"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                       QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        if (path.endsWith(QLatin1String("/formrows.cpp")))
            continue;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (QString::fromUtf8(file.readAll()).contains(QLatin1String("setRowVisible(")))
            offenders << path;
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestFormRows)
#include "tst_formrows.moc"
